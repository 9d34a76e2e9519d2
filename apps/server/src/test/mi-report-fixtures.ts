import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import {
  alarms,
  busLocations,
  checklistMasters,
  checklistTransactions,
  incidents,
  serviceOccupancies,
  services,
  vehicleCommands,
} from '../db/schema.ts';

/**
 * Rows as their owning modules leave them, for the tests of the management-information report:
 * services with their recorded boardings, stored positions, alarms, remote commands, incidents
 * and checklists.
 */

export interface FixtureService {
  customerId: string;
  vehicle: { id: string; name: string };
  route: { id: string; name: string };
  startAt: Date;
  endAt: Date | null;
  status?: 'active' | 'completed' | 'cancelled';
  /** Recorded counts: [boardings, wheelchair boardings] each. */
  counts?: [number, number][];
}

export async function insertService(db: Db, s: FixtureService): Promise<string> {
  const [row] = await db
    .insert(services)
    .values({
      customerId: s.customerId,
      vehicleId: s.vehicle.id,
      vehicleName: s.vehicle.name,
      routeId: s.route.id,
      routeName: s.route.name,
      routeType: 'line',
      siteName: 'Harwell',
      status: s.status ?? (s.endAt ? 'completed' : 'active'),
      maxOccupancy: 12,
      maxWheelchairOccupancy: 1,
      startAt: s.startAt,
      endAt: s.endAt,
    })
    .returning({ id: services.id });
  const id = row!.id;
  let on = 0;
  for (const [i, [boardings, wheelchair]] of (s.counts ?? []).entries()) {
    on += boardings;
    await db.insert(serviceOccupancies).values({
      serviceId: id,
      customerId: s.customerId,
      at: new Date(s.startAt.getTime() + (i + 1) * 60_000),
      source: 'operator',
      boardings,
      wheelchairBoardings: wheelchair,
      occupancyAfter: on,
      wheelchairOccupancyAfter: wheelchair,
    });
  }
  return id;
}

/** Positions of a vehicle, one per `stepS` seconds from `start`, as [lat, lon] pairs. */
export async function insertPositions(
  db: Db,
  vehicle: { id: string; name: string; customerId: string },
  start: Date,
  stepS: number,
  points: readonly [number, number][],
) {
  await db.insert(busLocations).values(
    points.map(([lat, lon], i) => ({
      vehicleId: vehicle.id,
      seq: start.getTime() / 1000 + i,
      customerId: vehicle.customerId,
      name: vehicle.name,
      lat,
      lon,
      dtIot: new Date(start.getTime() + i * stepS * 1000),
    })),
  );
}

export interface FixtureAlarm {
  customerId: string;
  vehicleId: string;
  level: 'INFO' | 'WARNING' | 'ERROR' | 'CRITICAL';
  firstSeen: Date;
  ackAfterS?: number;
  resolveAfterS?: number;
}

const after = (at: Date, s: number | undefined) =>
  s === undefined ? null : new Date(at.getTime() + s * 1000);

export async function insertAlarm(db: Db, a: FixtureAlarm) {
  const acknowledgedAt = after(a.firstSeen, a.ackAfterS);
  const resolvedAt = after(a.firstSeen, a.resolveAfterS);
  const code = `CODE_${randomUUID().slice(0, 8)}`;
  await db.insert(alarms).values({
    customerId: a.customerId,
    vehicleId: a.vehicleId,
    vehicleName: 'Shuttle',
    source: 'VEHICLE',
    conditionKey: `vehicle:${a.vehicleId}:${code}`,
    level: a.level,
    levelWord: a.level,
    category: 'PERCEPTION',
    code,
    message: 'Obstacle detected ahead',
    consequences: 'The shuttle stops.',
    correctionProcedure: 'Clear the path, then resume.',
    state: resolvedAt ? 'RESOLVED' : acknowledgedAt ? 'ACKNOWLEDGED' : 'OPEN',
    conditionActive: !resolvedAt,
    firstSeen: a.firstSeen,
    lastSeen: a.firstSeen,
    acknowledgedAt,
    acknowledgedByName: acknowledgedAt ? 'Sam Smith' : null,
    resolvedAt,
    resolvedByName: resolvedAt ? 'Sam Smith' : null,
  });
}

export async function insertCommand(
  db: Db,
  c: { customerId: string; vehicleId: string; issuedAt: Date },
) {
  await db.insert(vehicleCommands).values({
    id: randomUUID(),
    customerId: c.customerId,
    vehicleId: c.vehicleId,
    command: 'move/stop',
    state: 'executed',
    issuedAt: c.issuedAt,
    expiresAt: new Date(c.issuedAt.getTime() + 10_000),
    updatedAt: c.issuedAt,
    history: [],
  });
}

export async function insertIncident(
  db: Db,
  i: { customerId: string; vehicleId: string; routeId: string; occurredAt: Date },
) {
  await db.insert(incidents).values({
    customerId: i.customerId,
    reference: `INC-2026-${randomUUID().slice(0, 6)}`,
    title: 'Emergency stop at the gate',
    description: 'The shuttle stopped for a pedestrian.',
    category: 'emergency-stop',
    severity: 'minor',
    status: 'open',
    occurredAt: i.occurredAt,
    vehicleId: i.vehicleId,
    routeId: i.routeId,
    peopleInvolved: [],
    followUps: [],
    alarms: [],
    commands: [],
    missions: [],
    attachmentIds: [],
    timeline: [],
  });
}

export async function insertChecklists(
  db: Db,
  c: { customerId: string; vehicleId: string; at: Date; results: ('passed' | 'failed')[] },
) {
  const [master] = await db
    .insert(checklistMasters)
    .values({
      customerId: c.customerId,
      name: `Weekly brake check ${randomUUID().slice(0, 8)}`,
      sections: [],
      appliesTo: { Vehicle_IDs: [], Route_IDs: [] },
      createdBy: 'admin',
    })
    .returning({ id: checklistMasters.id });
  for (const [n, result] of c.results.entries()) {
    await db.insert(checklistTransactions).values({
      customerId: c.customerId,
      masterId: master!.id,
      masterVersion: 1,
      masterName: 'Weekly brake check',
      vehicleId: c.vehicleId,
      vehicleName: 'Shuttle',
      completedAt: new Date(c.at.getTime() + n * 60_000),
      result,
      safetyCriticalFailed: false,
      failedItems: [],
      answers: [],
      noteFileIds: [],
    });
  }
}
