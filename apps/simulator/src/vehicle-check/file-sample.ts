import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { VehiclePublishKind } from '../mqtt-link.ts';
import type { Sample } from './sample.ts';

export const FILE_KINDS = [
  'telemetry',
  'alerts',
  'missions',
  'commands/ack',
] as const satisfies readonly VehiclePublishKind[];

export const isFileKind = (value: string): value is VehiclePublishKind =>
  (FILE_KINDS as readonly string[]).includes(value);

/** The integrator's own payload, sent byte for byte; they mean it to be accepted. */
export async function fileSample(path: string, kind: VehiclePublishKind): Promise<Sample> {
  const body = await readFile(path, 'utf8');
  return { name: basename(path), kind, body, expect: { outcome: 'accepted' } };
}
