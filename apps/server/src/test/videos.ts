import { randomBytes } from 'node:crypto';

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/**
 * An MP4 container (`ftyp`, `mdat` of `mediaBytes` random bytes, `moov`), as a camera writes
 * it; `brand` 'qt  ' makes it a QuickTime file.
 */
export function mp4Video(mediaBytes: number, brand = 'isom'): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\x02\0isommp41`, 'latin1'));
  return Buffer.concat([ftyp, box('mdat', randomBytes(mediaBytes)), box('moov', Buffer.alloc(0))]);
}

/** A WebM file as a browser's MediaRecorder streams it: EBML header, a Segment of unknown size. */
export function webmVideo(mediaBytes: number): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  const header = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
  ]);
  const segment = Buffer.from([
    0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  ]);
  return Buffer.concat([header, segment, randomBytes(mediaBytes)]);
}
