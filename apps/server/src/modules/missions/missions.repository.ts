import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  canTransition,
  isFinalLifecycle,
  MISSION_LIFECYCLES,
  type FleetMissionEvent,
  type MissionLifecycle,
  type MissionStackStatus,
  type SortOrder,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { missionEvents, missions } from './schema.ts';
import { vehicles } from '../vehicles/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type MissionRow = typeof missions.$inferSelect;
export type NewMission = typeof missions.$inferInsert;

export interface MissionFilter {
  vehicleId?: string | undefined;
  stationId?: string | undefined;
  lifecycle?: MissionLifecycle | undefined;
  status?: MissionStackStatus | undefined;
  /** Bounds of the creation time, both included, to the millisecond the API shows. */
  from?: Date | undefined;
  to?: Date | undefined;
  query?: string | undefined;
  sort: 'create_dt' | 'update_dt' | 'lifecycle' | 'station_id';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  create_dt: missions.createdAt,
  update_dt: missions.updatedAt,
  lifecycle: missions.lifecycle,
  station_id: missions.stationId,
};

/** The lifecycles a mission may be in for `to` to apply: its predecessors, or itself (updates). */
const appliesFrom = (to: MissionLifecycle): MissionLifecycle[] =>
  MISSION_LIFECYCLES.filter(
    (from) => canTransition(from, to) || (from === to && !isFinalLifecycle(to)),
  );

/** Queries of missions. Reads for callers take their scope; the event tracker works by id. */
export function missionsRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(missions.customerId), eq(missions.id, id));

  return {
    async findVehicle(scope: TenantScope, id: string) {
      const [row] = await db
        .select({ id: vehicles.id, name: vehicles.name, statusFlag: vehicles.statusFlag })
        .from(vehicles)
        .where(and(scope.where(vehicles.customerId), eq(vehicles.id, id)));
      return row;
    },

    /** The customer's vehicles that may take missions, by name. */
    async listVehicles(scope: TenantScope) {
      return db
        .select({ id: vehicles.id, name: vehicles.name })
        .from(vehicles)
        .where(and(scope.where(vehicles.customerId), ne(vehicles.statusFlag, 'retired')))
        .orderBy(sql`lower(${vehicles.name})`, vehicles.id);
    },

    async insert(row: NewMission): Promise<MissionRow> {
      const [inserted] = await db.insert(missions).values(row).returning();
      return inserted!;
    },

    /** A lifecycle step in the mission event log (spec §3), once. */
    async recordEvent(event: FleetMissionEvent): Promise<void> {
      await db
        .insert(missionEvents)
        .values({
          customerId: event.Customer_ID,
          vehicleId: event.vehicle_id,
          missionId: event.mission_id,
          type: event.type,
          siteId: event.site_id,
          lifecycle: event.lifecycle,
          dtAggrSend: new Date(event.dt_aggr_send),
          data: event.data,
          receivedAt: new Date(),
        })
        .onConflictDoNothing();
    },

    async byId(scope: TenantScope, id: string): Promise<MissionRow | undefined> {
      const [row] = await db.select().from(missions).where(mine(scope, id));
      return row;
    },

    /** For the event tracker, which acts for every customer. */
    async byIdAnyCustomer(id: string): Promise<MissionRow | undefined> {
      const [row] = await db.select().from(missions).where(eq(missions.id, id));
      return row;
    },

    /** Queued and active missions, the active one first, then in queue order. */
    async stack(scope: TenantScope, vehicleId?: string): Promise<MissionRow[]> {
      return db
        .select()
        .from(missions)
        .where(
          and(
            scope.where(missions.customerId),
            inArray(missions.status, ['queued', 'active']),
            vehicleId ? eq(missions.vehicleId, vehicleId) : undefined,
          ),
        )
        .orderBy(asc(missions.vehicleId), asc(missions.status), asc(missions.seq));
    },

    /** The latest mission of each vehicle of the customer. */
    async latestPerVehicle(scope: TenantScope): Promise<MissionRow[]> {
      return db
        .selectDistinctOn([missions.vehicleId])
        .from(missions)
        .where(scope.where(missions.customerId))
        .orderBy(missions.vehicleId, desc(missions.updatedAt), desc(missions.seq));
    },

    async list(scope: TenantScope, filter: MissionFilter) {
      const where: (SQL | undefined)[] = [
        scope.where(missions.customerId),
        filter.vehicleId ? eq(missions.vehicleId, filter.vehicleId) : undefined,
        filter.stationId ? eq(missions.stationId, filter.stationId) : undefined,
        filter.lifecycle ? eq(missions.lifecycle, filter.lifecycle) : undefined,
        filter.status ? eq(missions.status, filter.status) : undefined,
        filter.from ? gte(missions.createdAt, filter.from) : undefined,
        // The database keeps microseconds: a mission created at 10:00:00.000400 is "10:00:00.000".
        filter.to ? lt(missions.createdAt, new Date(filter.to.getTime() + 1)) : undefined,
        textSearch(filter.query, [missions.stationName, missions.stationId]),
      ];
      return pageOfRows(
        db,
        missions,
        and(...where),
        ordering(SORT[filter.sort], filter.order, missions.id),
        filter,
      );
    },

    /**
     * Makes the vehicle's oldest queued mission active, unless one already is; answers it, or
     * null. The partial unique index keeps two processes from activating two at once.
     */
    async activateNext(vehicleId: string, commandId: string): Promise<MissionRow | null> {
      const next = db
        .select({ id: missions.id })
        .from(missions)
        .where(and(eq(missions.vehicleId, vehicleId), eq(missions.status, 'queued')))
        .orderBy(asc(missions.seq))
        .limit(1);
      try {
        const [row] = await db
          .update(missions)
          .set({ status: 'active', commandId, sentAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              inArray(missions.id, next),
              sql`not exists (select 1 from ${missions} m where m.vehicle_id = ${vehicleId} and m.status = 'active')`,
            ),
          )
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Applies a lifecycle step when the mission's current lifecycle allows it (so a late or
     * repeated event changes nothing); answers the updated mission, or null.
     */
    async applyLifecycle(event: FleetMissionEvent): Promise<MissionRow | null> {
      const final = isFinalLifecycle(event.lifecycle);
      const at = new Date();
      const [row] = await db
        .update(missions)
        .set({
          lifecycle: event.lifecycle,
          ...(final ? { status: 'ended' as const, endedAt: at, eta: null } : {}),
          ...(event.data.eta !== undefined && !final ? { eta: new Date(event.data.eta) } : {}),
          ...(event.data.remaining_m !== undefined ? { remainingM: event.data.remaining_m } : {}),
          ...(event.data.reason !== undefined ? { reason: event.data.reason } : {}),
          updatedAt: at,
        })
        .where(
          and(
            eq(missions.id, event.mission_id),
            eq(missions.vehicleId, event.vehicle_id),
            eq(missions.customerId, event.Customer_ID),
            inArray(missions.lifecycle, appliesFrom(event.lifecycle)),
            // Only the vehicle's mission under way: queued ones were never sent to it.
            eq(missions.status, 'active'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Cancels a mission that has not been sent to its vehicle; null when it is not queued. */
    async cancelQueued(scope: TenantScope, id: string, reason: string): Promise<MissionRow | null> {
      const at = new Date();
      const [row] = await db
        .update(missions)
        .set({
          status: 'ended',
          lifecycle: 'cancelled',
          reason,
          endedAt: at,
          updatedAt: at,
        })
        .where(and(mine(scope, id), eq(missions.status, 'queued')))
        .returning();
      return row ?? null;
    },

    /** Missions of the vehicle waiting or under way. */
    async countOpen(vehicleId: string): Promise<number> {
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(missions)
        .where(
          and(eq(missions.vehicleId, vehicleId), inArray(missions.status, ['queued', 'active'])),
        );
      return total;
    },
  };
}

export type MissionsRepository = ReturnType<typeof missionsRepository>;
