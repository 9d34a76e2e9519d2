import { inflateSync } from 'node:zlib';

/**
 * Reads the pixels of a PNG as Chromium's screenshots write it (8-bit RGB or RGBA, not
 * interlaced), to tell what a page drew where the DOM cannot say (a WebGL map).
 */
export function pngPixels(png: Buffer): { width: number; height: number; rgb: number[][] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (line[x - channels] ?? 0) : 0;
      const up = previous[x] ?? 0;
      const upLeft = x >= channels ? (previous[x - channels] ?? 0) : 0;
      const value = line[x] ?? 0;
      if (filter === 1) line[x] = (value + left) & 0xff;
      else if (filter === 2) line[x] = (value + up) & 0xff;
      else if (filter === 3) line[x] = (value + ((left + up) >> 1)) & 0xff;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        line[x] = (value + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft)) & 0xff;
      }
    }
    rows.push(line);
    previous = line;
  }
  const rgb: number[][] = [];
  for (const line of rows) {
    for (let x = 0; x < width; x++) {
      const i = x * channels;
      rgb.push([line[i] ?? 0, line[i + 1] ?? 0, line[i + 2] ?? 0]);
    }
  }
  return { width, height, rgb };
}

/** The mean brightness (0–255) of a PNG's pixels. */
export function meanBrightness(png: Buffer): number {
  const { rgb } = pngPixels(png);
  const sum = rgb.reduce(
    (total, [r = 0, g = 0, b = 0]) => total + 0.2126 * r + 0.7152 * g + 0.0722 * b,
    0,
  );
  return sum / Math.max(1, rgb.length);
}
