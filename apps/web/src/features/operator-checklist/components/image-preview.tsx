import { Image } from '@mantine/core';
import { useImageUrl } from '../hooks/use-image-url.ts';

/** An image kept on this device, shown small. */
export function ImagePreview({ imageKey, alt }: { imageKey: string; alt: string }) {
  const url = useImageUrl(imageKey);
  if (!url) return null;
  return <Image src={url} alt={alt} maw={320} radius="sm" fit="contain" />;
}
