import { MAX_UPLOAD_BYTES } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageFileProblem } from './image-file.ts';

describe('imageFileProblem', () => {
  it('takes PNG, JPEG, WebP and GIF up to 10 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(imageFileProblem({ type, size: 1000 })).toBeNull();
    }
    expect(imageFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses other types, SVG included', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('refuses more than 10 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      IMAGE_SIZE_MESSAGE,
    );
    expect(IMAGE_SIZE_MESSAGE).toBe('The image may be at most 10 MB');
  });
});
