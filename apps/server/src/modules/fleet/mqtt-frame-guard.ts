import { Duplex } from 'node:stream';

/**
 * Follows MQTT framing (a fixed-header byte, then the remaining length in 1–4 bytes of 7 bits)
 * across chunks, and answers the declared size of the first packet longer than `maxBytes`.
 * The payload bytes themselves are skipped, not copied.
 */
export function mqttFrameScanner(maxBytes: number) {
  let state: 'header' | 'length' | 'body' = 'header';
  let length = 0;
  let multiplier = 1;
  let lengthBytes = 0;
  let remaining = 0;
  return (chunk: Uint8Array): number | null => {
    let i = 0;
    while (i < chunk.length) {
      if (state === 'header') {
        i++;
        state = 'length';
        length = 0;
        multiplier = 1;
        lengthBytes = 0;
      } else if (state === 'length') {
        const byte = chunk[i++]!;
        length += (byte & 0x7f) * multiplier;
        multiplier *= 128;
        lengthBytes++;
        if (byte & 0x80) {
          // A fifth length byte is malformed; treat it as the largest packet possible.
          if (lengthBytes === 4) return Number.MAX_SAFE_INTEGER;
          continue;
        }
        if (length > maxBytes) return length;
        remaining = length;
        state = remaining > 0 ? 'body' : 'header';
      } else {
        const skip = Math.min(remaining, chunk.length - i);
        i += skip;
        remaining -= skip;
        if (remaining === 0) state = 'header';
      }
    }
    return null;
  };
}

/**
 * Wraps a connection so that a client announcing an MQTT packet over `maxBytes` is cut off
 * before the broker buffers it: Aedes has no packet size limit and would hold up to 256 MB of
 * one packet in memory. Writes pass straight through.
 */
export function guardMqttFrames(
  inner: Duplex,
  maxBytes: number,
  onTooLarge: (declaredBytes: number) => void,
): Duplex {
  const scan = mqttFrameScanner(maxBytes);
  const outer = new Duplex({
    read() {
      inner.resume();
    },
    write(chunk: Buffer, _encoding, callback) {
      if (inner.write(chunk)) callback();
      else inner.once('drain', () => callback());
    },
    final(callback) {
      inner.end(callback);
    },
    destroy(err, callback) {
      inner.destroy(err ?? undefined);
      callback(err);
    },
  });
  inner.on('data', (chunk: Buffer) => {
    const tooLarge = scan(chunk);
    if (tooLarge !== null) {
      onTooLarge(tooLarge);
      outer.destroy();
      return;
    }
    if (!outer.push(chunk)) inner.pause();
  });
  inner.once('end', () => outer.push(null));
  inner.on('error', (err) => outer.destroy(err));
  inner.once('close', () => outer.destroy());
  return outer;
}
