// Writes the console's alarm tone (apps/web/src/features/alarms/assets/alarm-tone.wav): two short
// rising beeps, 16 kHz 16-bit mono PCM, with soft edges so they do not click. `node scripts/alarm-tone.mjs`
import { writeFileSync } from 'node:fs';

const RATE = 16_000;
const beeps = [
  { hz: 880, seconds: 0.14 },
  { hz: 0, seconds: 0.06 },
  { hz: 1175, seconds: 0.2 },
];
const samples = [];
for (const { hz, seconds } of beeps) {
  const n = Math.round(RATE * seconds);
  for (let i = 0; i < n; i++) {
    const edge = Math.min(1, i / (RATE * 0.01), (n - i) / (RATE * 0.01));
    samples.push(
      hz === 0 ? 0 : Math.round(0.5 * 32767 * edge * Math.sin((2 * Math.PI * hz * i) / RATE)),
    );
  }
}
const data = Buffer.alloc(samples.length * 2);
samples.forEach((value, i) => data.writeInt16LE(value, i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(
  new URL('../apps/web/src/features/alarms/assets/alarm-tone.wav', import.meta.url),
  Buffer.concat([header, data]),
);
