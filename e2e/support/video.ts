import { randomBytes } from 'node:crypto';

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** An MP4 file as a camera writes it (`ftyp`, `mdat` of `mediaBytes` bytes, `moov`). */
export function mp4File(mediaBytes: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1'));
  return Buffer.concat([ftyp, box('mdat', randomBytes(mediaBytes)), box('moov', Buffer.alloc(0))]);
}
