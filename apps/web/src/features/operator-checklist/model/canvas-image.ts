/** The canvas as a PNG on a white ground (a transparent signature is invisible on dark screens). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  const flat = document.createElement('canvas');
  flat.width = canvas.width;
  flat.height = canvas.height;
  const context = flat.getContext('2d');
  if (context) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, flat.width, flat.height);
    context.drawImage(canvas, 0, 0);
  }
  return new Promise((resolve, reject) =>
    flat.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The drawing could not be saved.'))),
      'image/png',
    ),
  );
}

/** The size to draw a photo at: its own, its longer side at most `max` pixels. */
export function fitWithin(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
