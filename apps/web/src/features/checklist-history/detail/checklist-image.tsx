import type { ChecklistImage as Image } from '@shuttle-ops/domain';
import classes from './checklist-detail.module.css';

/**
 * An image of the checklist from its signed link (900 s); the thumbnail opens the full image.
 * The size is given so the layout does not jump while it loads. A video of the notes plays
 * in place.
 */
export function ChecklistImage({ image, alt }: { image: Image; alt: string }) {
  if (image.content_type.startsWith('video/')) {
    return (
      <video
        className={classes.image}
        src={image.url}
        controls
        preload="metadata"
        aria-label={alt}
      />
    );
  }
  return (
    <a href={image.url} target="_blank" rel="noreferrer">
      <img
        className={classes.image}
        src={image.thumbnail_url}
        alt={alt}
        width={image.width}
        height={image.height}
      />
    </a>
  );
}
