import { PassThrough } from 'node:stream';
import mqttPacket from 'mqtt-packet';
import { describe, expect, it } from 'vitest';
import { guardMqttFrames, mqttFrameScanner } from './mqtt-frame-guard.ts';

const publishPacket = (size: number) =>
  mqttPacket.generate({
    cmd: 'publish',
    topic: 'fleet/a/b/telemetry',
    payload: Buffer.alloc(size, 0x20),
    qos: 1,
    messageId: 1,
    retain: false,
    dup: false,
  });

describe('the MQTT frame guard', () => {
  it('follows packets split anywhere across chunks and lets those within the limit through', () => {
    const scan = mqttFrameScanner(1000);
    const stream = Buffer.concat([publishPacket(10), publishPacket(900), publishPacket(0)]);
    for (let i = 0; i < stream.length; i++) expect(scan(stream.subarray(i, i + 1))).toBeNull();
  });

  it('answers the announced size of a packet over the limit before its body arrives', () => {
    const scan = mqttFrameScanner(64 * 1024);
    const big = publishPacket(70_000);
    expect(scan(publishPacket(100))).toBeNull();
    // The fixed header alone (1 byte + 3 length bytes) is enough to tell.
    expect(scan(big.subarray(0, 4))).toBe(big.length - 4);
  });

  it('cuts the connection off and passes everything else through', async () => {
    const socket = new PassThrough();
    const sizes: number[] = [];
    const guarded = guardMqttFrames(socket, 1000, (size) => sizes.push(size));
    const received: Buffer[] = [];
    guarded.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise((resolve) => guarded.once('close', resolve));
    const small = publishPacket(10);
    socket.write(small);
    socket.write(publishPacket(5000));
    await closed;
    expect(Buffer.concat(received)).toEqual(small);
    expect(sizes).toHaveLength(1);
    expect(socket.destroyed).toBe(true);
  });
});
