import { Avatar } from '@mantine/core';
import type { ImageLink } from '@shuttle-ops/domain';
import type { ReactNode } from 'react';

export interface ResourceImageProps {
  image: ImageLink | null;
  /** Describes the image, e.g. "Icon of Harwell Shuttle 1". */
  alt: string;
  /** Shown when there is no image, or it cannot be loaded (an expired link). */
  fallback: ReactNode;
}

/** A table's small image through its signed thumbnail link. */
export function ResourceImage({ image, alt, fallback }: ResourceImageProps) {
  return (
    <Avatar
      src={image?.thumbnail_url ?? null}
      alt={alt}
      radius="sm"
      size="md"
      color="indigo"
      variant="light"
    >
      {fallback}
    </Avatar>
  );
}
