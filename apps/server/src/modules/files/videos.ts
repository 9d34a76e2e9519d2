import { unsupportedMediaType } from '../../lib/http-error.ts';

/** A video whose container was checked: how it is stored and served. */
export interface CheckedVideo {
  contentType: 'video/mp4' | 'video/quicktime' | 'video/webm';
  extension: 'mp4' | 'mov' | 'webm';
}

const refused = () =>
  unsupportedMediaType(
    'The file is not a complete video of a supported type (MP4, QuickTime or WebM).',
  );

const BOX_HEADER = 8;

/**
 * ISO base media (MP4, QuickTime): the top-level boxes must tile the file exactly, start with
 * `ftyp` and hold both the index (`moov`) and the media (`mdat`). A cut-short file fails.
 */
function checkIsoMedia(data: Buffer): CheckedVideo | null {
  if (data.length < 16 || data.toString('latin1', 4, 8) !== 'ftyp') return null;
  const brand = data.toString('latin1', 8, 12);
  const seen = new Set<string>();
  let offset = 0;
  while (offset < data.length) {
    if (data.length - offset < BOX_HEADER) return null;
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (size === 1) {
      if (data.length - offset < 16) return null;
      const large = data.readBigUInt64BE(offset + 8);
      if (large > BigInt(data.length - offset)) return null;
      size = Number(large);
    } else if (size === 0) {
      size = data.length - offset;
    }
    if (size < BOX_HEADER || size > data.length - offset) return null;
    seen.add(type);
    offset += size;
  }
  if (!seen.has('moov') || !seen.has('mdat')) return null;
  return brand === 'qt  '
    ? { contentType: 'video/quicktime', extension: 'mov' }
    : { contentType: 'video/mp4', extension: 'mp4' };
}

/** An EBML variable-length integer at `offset`: its value and byte length (null past the end). */
function readVint(data: Buffer, offset: number, keepMarker: boolean) {
  const first = data[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + data[offset + i]!;
  return { value, length };
}

const EBML_ID = 0x1a45dfa3;
const DOC_TYPE_ID = 0x4282;
const SEGMENT_ID = 0x18538067;

/**
 * WebM (Matroska): an EBML header whose DocType is `webm` or `matroska`, then a Segment (whose
 * size may be unknown, as a recorder streaming it writes).
 */
function checkWebm(data: Buffer): CheckedVideo | null {
  if (data.length < 16 || data.readUInt32BE(0) !== EBML_ID) return null;
  const headerSize = readVint(data, 4, false);
  if (!headerSize) return null;
  const bodyStart = 4 + headerSize.length;
  const bodyEnd = bodyStart + headerSize.value;
  if (bodyEnd > data.length) return null;
  let docType: string | null = null;
  for (let offset = bodyStart; offset < bodyEnd;) {
    const id = readVint(data, offset, true);
    const size = id && readVint(data, offset + id.length, false);
    if (!id || !size) return null;
    const start = offset + id.length + size.length;
    if (start + size.value > bodyEnd) return null;
    if (id.value === DOC_TYPE_ID) docType = data.toString('latin1', start, start + size.value);
    offset = start + size.value;
  }
  if (docType !== 'webm' && docType !== 'matroska') return null;
  if (bodyEnd + 4 > data.length || data.readUInt32BE(bodyEnd) !== SEGMENT_ID) return null;
  return { contentType: 'video/webm', extension: 'webm' };
}

/**
 * Checks a video by its container (the name and the declared type are not trusted): an MP4 or
 * QuickTime file whose boxes are whole, or a WebM file. 415 otherwise. The frames themselves are
 * not decoded: videos are stored as sent and only ever served as downloads of their own type.
 */
export function checkVideo(data: Buffer): CheckedVideo {
  const video = checkIsoMedia(data) ?? checkWebm(data);
  if (!video) throw refused();
  return video;
}

/** Whether the bytes look like the start of a video container (to pick the right check). */
export const looksLikeVideo = (data: Buffer): boolean =>
  (data.length >= 8 && data.toString('latin1', 4, 8) === 'ftyp') ||
  (data.length >= 4 && data.readUInt32BE(0) === EBML_ID);
