import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { busStops } from '../bus-stops/schema.ts';
import { customers } from '../../db/schema/platform.ts';
import { passwordResetCodes, refreshTokens, users } from '../identity/schema.ts';
import { routes } from '../routes/schema.ts';
import { vehicles } from '../vehicles/schema.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import { anonymizedVehicle } from '../vehicles/index.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerPatch = Partial<
  Pick<
    typeof customers.$inferInsert,
    'name' | 'contactName' | 'contactEmail' | 'contactPhone' | 'address' | 'logoFileId'
  >
>;

export interface CustomerFilter {
  /** Limits the list to one customer (callers who may see only their own). */
  onlyId?: string | undefined;
  name?: string | undefined;
  query?: string | undefined;
  sort: 'name' | 'create_dt' | 'update_dt';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  name: lowerOf(customers.name),
  create_dt: customers.createdAt,
  update_dt: customers.updatedAt,
};

/** Queries of customers (the tenants themselves); no rules live here. */
export function customersRepository(db: Db) {
  return {
    async list(filter: CustomerFilter): Promise<{ rows: CustomerRow[]; total: number }> {
      const where: (SQL | undefined)[] = [
        filter.onlyId ? eq(customers.id, filter.onlyId) : undefined,
        filter.name ? sql`lower(${customers.name}) = lower(${filter.name})` : undefined,
        textSearch(filter.query, [customers.name, customers.contactName]),
      ];
      return pageOfRows(
        db,
        customers,
        and(...where),
        ordering(SORT[filter.sort], filter.order, customers.id),
        filter,
      );
    },
    async findById(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row;
    },
    async insert(values: typeof customers.$inferInsert): Promise<CustomerRow> {
      const [row] = await db.insert(customers).values(values).returning();
      return row!;
    },
    async update(id: string, patch: CustomerPatch): Promise<CustomerRow | undefined> {
      const [row] = await db
        .update(customers)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(customers.id, id))
        .returning();
      return row;
    },
    async delete(id: string): Promise<void> {
      await db.delete(customers).where(eq(customers.id, id));
    },
    /** How many rows of each kind still belong to the customer. */
    /** The ids of the customer's vehicles (whose broker accounts go when it is anonymized). */
    async vehicleIds(id: string): Promise<string[]> {
      const rows = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.customerId, id));
      return rows.map((r) => r.id);
    },
    async usage(id: string) {
      const countOf = async (table: typeof users | typeof vehicles | typeof routes) => {
        const [row] = await db.select({ n: count() }).from(table).where(eq(table.customerId, id));
        return row?.n ?? 0;
      };
      const [stops] = await db
        .select({ n: count() })
        .from(busStops)
        .where(eq(busStops.customerId, id));
      return {
        users: await countOf(users),
        vehicles: await countOf(vehicles),
        routes: await countOf(routes),
        busstops: stops?.n ?? 0,
      };
    },
    /**
     * Irreversibly replaces the personal and identifying data of a customer, its users and its
     * vehicles in one transaction. Answers the image files that are no longer referenced.
     */
    async anonymize(
      id: string,
      at: Date,
    ): Promise<{ fileIds: string[]; users: number; vehicles: number }> {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ logo: customers.logoFileId })
          .from(customers)
          .where(eq(customers.id, id));
        const userRows = await tx
          .select({ id: users.id, graphic: users.graphicFileId })
          .from(users)
          .where(eq(users.customerId, id));
        const vehicleRows = await tx
          .select({ id: vehicles.id, icon: vehicles.iconFileId })
          .from(vehicles)
          .where(eq(vehicles.customerId, id));
        await tx
          .update(customers)
          .set({
            name: sql`'Anonymized customer ' || left(${customers.id}::text, 8)`,
            contactName: null,
            contactEmail: null,
            contactPhone: null,
            address: null,
            logoFileId: null,
            anonymizedAt: at,
            updatedAt: at,
          })
          .where(eq(customers.id, id));
        await tx
          .update(users)
          .set({
            username: sql`'anonymized-' || ${users.id}::text`,
            email: null,
            preferredUsername: null,
            // No argon2 hash: nothing verifies against it.
            passwordHash: '!anonymized',
            enabled: false,
            totpSecret: null,
            totpPendingSecret: null,
            totpEnabled: false,
            graphicFileId: null,
            updatedAt: at,
          })
          .where(eq(users.customerId, id));
        const userIds = userRows.map((u) => u.id);
        if (userIds.length > 0) {
          await tx.delete(refreshTokens).where(inArray(refreshTokens.userId, userIds));
          await tx.delete(passwordResetCodes).where(inArray(passwordResetCodes.userId, userIds));
        }
        await tx.update(vehicles).set(anonymizedVehicle(at)).where(eq(vehicles.customerId, id));
        const fileIds = [
          customer?.logo,
          ...userRows.map((u) => u.graphic),
          ...vehicleRows.map((v) => v.icon),
        ].filter((f): f is string => typeof f === 'string');
        return { fileIds, users: userRows.length, vehicles: vehicleRows.length };
      });
    },
  };
}

export type CustomersRepository = ReturnType<typeof customersRepository>;
