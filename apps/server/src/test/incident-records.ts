import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { alarms, missions, vehicleCommands } from '../db/schema.ts';

/** Records an incident can link to, written as the alarms, remote-control and missions would. */
export async function insertAlarm(db: Db, customerId: string, vehicleId: string) {
  const at = new Date(Date.now() - 15 * 60_000);
  const [row] = await db
    .insert(alarms)
    .values({
      customerId,
      vehicleId,
      source: 'vehicle',
      conditionKey: `test:${randomUUID()}`,
      level: 'CRITICAL',
      levelWord: 'Critical',
      category: 'SAFETY',
      code: 'SAF-001',
      message: 'Emergency stop pressed',
      consequences: 'The shuttle has stopped.',
      correctionProcedure: 'Check the cabin.',
      state: 'ACTIVE_UNACK',
      conditionActive: true,
      firstSeen: at,
      lastSeen: at,
    })
    .returning();
  return row!;
}

export async function insertCommand(db: Db, customerId: string, vehicleId: string) {
  const at = new Date(Date.now() - 12 * 60_000);
  const [row] = await db
    .insert(vehicleCommands)
    .values({
      id: randomUUID(),
      customerId,
      vehicleId,
      command: 'move/stop',
      state: 'executed',
      issuedAt: at,
      expiresAt: new Date(at.getTime() + 30_000),
      updatedAt: at,
      history: [],
    })
    .returning();
  return row!;
}

export async function insertMission(db: Db, customerId: string, vehicleId: string) {
  const [row] = await db
    .insert(missions)
    .values({
      id: randomUUID(),
      customerId,
      vehicleId,
      siteId: 'harwell',
      type: 'station',
      stationId: 'st-1',
      stationName: 'Rutherford Avenue',
      status: 'ended',
      lifecycle: 'arrived',
    })
    .returning();
  return row!;
}
