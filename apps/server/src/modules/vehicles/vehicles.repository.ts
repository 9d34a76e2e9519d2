import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SortOrder, VehicleStatusFlag } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { vehicles } from './schema.ts';
import { latestRefusals } from '../fleet/index.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;
export type VehiclePatch = Partial<
  Pick<
    NewVehicle,
    | 'name'
    | 'registration'
    | 'statusFlag'
    | 'maxOccupancy'
    | 'maxWheelchairOccupancy'
    | 'iconFileId'
    | 'mqttUsername'
    | 'mqttPasswordHash'
    | 'mqttRotatedAt'
  >
>;

export interface VehicleFilter {
  query?: string | undefined;
  statusFlag?: VehicleStatusFlag | undefined;
  sort: 'name' | 'status_flag' | 'maxOccupancy' | 'create_dt';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  name: lowerOf(vehicles.name),
  status_flag: vehicles.statusFlag,
  maxOccupancy: vehicles.maxOccupancy,
  create_dt: vehicles.createdAt,
};

/** What an anonymized vehicle keeps: its capacities; its name, plate, icon and MQTT login go. */
export function anonymizedVehicle(at: Date) {
  return {
    name: sql`'Vehicle ' || left(${vehicles.id}::text, 8)`,
    registration: null,
    iconFileId: null,
    mqttUsername: null,
    mqttPasswordHash: null,
    statusFlag: 'retired' as const,
    anonymizedAt: at,
    updatedAt: at,
  };
}

/** Queries of a tenant's vehicles; every one is limited by the scope. */
export function vehiclesRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(vehicles.customerId), eq(vehicles.id, id));

  return {
    async list(scope: TenantScope, filter: VehicleFilter) {
      const where: (SQL | undefined)[] = [
        scope.where(vehicles.customerId),
        textSearch(filter.query, [vehicles.name, vehicles.registration]),
        filter.statusFlag ? eq(vehicles.statusFlag, filter.statusFlag) : undefined,
      ];
      return pageOfRows(
        db,
        vehicles,
        and(...where),
        ordering(SORT[filter.sort], filter.order, vehicles.id),
        filter,
      );
    },
    async findById(scope: TenantScope, id: string): Promise<VehicleRow | undefined> {
      const [row] = await db.select().from(vehicles).where(mine(scope, id));
      return row;
    },
    /** The vehicle's newest refused messages (see fleet/refusal-log.ts). */
    refusals(vehicleId: string) {
      return latestRefusals(db, vehicleId);
    },
    /** For the MQTT broker: the vehicle that logs in with this username. */
    async findByMqttUsername(username: string): Promise<VehicleRow | undefined> {
      const [row] = await db.select().from(vehicles).where(eq(vehicles.mqttUsername, username));
      return row;
    },
    async insert(scope: TenantScope, values: Omit<NewVehicle, 'customerId'>): Promise<VehicleRow> {
      const [row] = await db
        .insert(vehicles)
        .values({ ...values, customerId: scope.customerId })
        .returning();
      return row!;
    },
    async update(scope: TenantScope, id: string, patch: VehiclePatch) {
      const [row] = await db
        .update(vehicles)
        .set({ ...patch, updatedAt: new Date() })
        .where(mine(scope, id))
        .returning();
      return row;
    },
    async delete(scope: TenantScope, id: string): Promise<boolean> {
      const rows = await db.delete(vehicles).where(mine(scope, id)).returning({ id: vehicles.id });
      return rows.length > 0;
    },
    async anonymize(scope: TenantScope, id: string, at: Date) {
      const [row] = await db
        .update(vehicles)
        .set(anonymizedVehicle(at))
        .where(mine(scope, id))
        .returning();
      return row;
    },
  };
}

export type VehiclesRepository = ReturnType<typeof vehiclesRepository>;
