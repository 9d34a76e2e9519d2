import { Image } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getImage } from '../model/image-store.ts';

/** A photo or video kept on this device, shown small (a video with its controls). */
export function MediaPreview({ mediaKey, label }: { mediaKey: string; label: string }) {
  const [shown, setShown] = useState<{ key: string; url: string; video: boolean } | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void getImage(mediaKey).then((blob) => {
      if (!live || !blob) return;
      url = URL.createObjectURL(blob);
      setShown({ key: mediaKey, url, video: blob.type.startsWith('video/') });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [mediaKey]);
  if (shown === null || shown.key !== mediaKey) return null;
  if (shown.video) {
    return (
      <video
        src={shown.url}
        controls
        preload="metadata"
        aria-label={label}
        style={{ maxWidth: 320, borderRadius: 4 }}
      />
    );
  }
  return <Image src={shown.url} alt={label} maw={320} radius="sm" fit="contain" />;
}
