import { randomUUID } from 'node:crypto';
import type { RemoteCommandName } from '@shuttle-ops/domain';
import type { Db } from '../db/database.ts';
import { busLocations, telemetry, vehicleCommands } from '../db/schema.ts';

export interface RecordedVehicle {
  id: string;
  customerId: string;
  name: string;
}

let seq = 0;

/** Stores one vehicle message as the ingest would: its position and measures at one instant. */
export async function recordMessage(
  db: Db,
  vehicle: RecordedVehicle,
  at: Date,
  position: { lat: number; lon: number },
  measures: Record<string, number | string>,
): Promise<void> {
  seq += 1;
  await db.insert(busLocations).values({
    vehicleId: vehicle.id,
    seq,
    customerId: vehicle.customerId,
    name: vehicle.name,
    lat: position.lat,
    lon: position.lon,
    dtIot: at,
  });
  await db.insert(telemetry).values(
    Object.entries(measures).map(([measureName, value]) => ({
      customerId: vehicle.customerId,
      vehicleId: vehicle.id,
      measureName,
      dtIot: at,
      seq,
      valueNum: typeof value === 'number' ? value : null,
      valueText: typeof value === 'string' ? value : null,
    })),
  );
}

/** Stores a remote command that the vehicle executed a second after it was issued. */
export async function recordExecutedCommand(
  db: Db,
  vehicle: RecordedVehicle,
  command: RemoteCommandName,
  issuedAt: Date,
): Promise<void> {
  await db.insert(vehicleCommands).values({
    id: randomUUID(),
    customerId: vehicle.customerId,
    vehicleId: vehicle.id,
    command,
    state: 'executed',
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + 10_000),
    updatedAt: new Date(issuedAt.getTime() + 1000),
    history: [],
  });
}
