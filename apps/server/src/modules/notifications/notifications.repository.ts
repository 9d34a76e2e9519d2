import { and, desc, eq, lt } from 'drizzle-orm';
import type { SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/platform.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { notificationChannels, notificationDeliveries } from './schema.ts';

export type ChannelRow = typeof notificationChannels.$inferSelect;
export type NewChannel = Omit<
  typeof notificationChannels.$inferInsert,
  'id' | 'customerId' | 'createdAt' | 'updatedAt'
>;
export type ChannelChange = Omit<NewChannel, 'createdBy'>;
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NewDelivery = Omit<typeof notificationDeliveries.$inferInsert, 'id'>;

export interface ChannelFilter {
  query?: string | undefined;
  sort: 'name' | 'kind' | 'min_level' | 'create_dt';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  name: lowerOf(notificationChannels.name),
  kind: notificationChannels.kind,
  min_level: notificationChannels.minLevel,
  create_dt: notificationChannels.createdAt,
};

/** Queries of the customers' notification channels and their delivery log. */
export function notificationsRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(notificationChannels.customerId), eq(notificationChannels.id, id));

  return {
    list(scope: TenantScope, filter: ChannelFilter) {
      return pageOfRows(
        db,
        notificationChannels,
        and(
          scope.where(notificationChannels.customerId),
          textSearch(filter.query, [notificationChannels.name, notificationChannels.url]),
        ),
        ordering(SORT[filter.sort], filter.order, notificationChannels.id),
        filter,
      );
    },
    async find(scope: TenantScope, id: string): Promise<ChannelRow | undefined> {
      const [row] = await db.select().from(notificationChannels).where(mine(scope, id));
      return row;
    },
    async insert(scope: TenantScope, values: NewChannel): Promise<ChannelRow> {
      const [row] = await db
        .insert(notificationChannels)
        .values({ ...values, customerId: scope.customerId })
        .returning();
      return row!;
    },
    async update(
      scope: TenantScope,
      id: string,
      change: ChannelChange,
    ): Promise<ChannelRow | undefined> {
      const [row] = await db
        .update(notificationChannels)
        .set({ ...change, updatedAt: new Date() })
        .where(mine(scope, id))
        .returning();
      return row;
    },
    async remove(scope: TenantScope, id: string): Promise<ChannelRow | undefined> {
      const [row] = await db.delete(notificationChannels).where(mine(scope, id)).returning();
      return row;
    },
    /** The switched-on channels of a customer (for an alarm just raised). */
    enabledOf(customerId: string): Promise<ChannelRow[]> {
      return db
        .select()
        .from(notificationChannels)
        .where(
          and(
            eq(notificationChannels.customerId, customerId),
            eq(notificationChannels.enabled, true),
          ),
        );
    },
    async customerName(customerId: string): Promise<string> {
      const [row] = await db
        .select({ name: customers.name })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.name ?? '';
    },
    /** Writes one attempt, then drops what is older than the newest `keep` of its channel. */
    async recordDelivery(values: NewDelivery, keep: number): Promise<void> {
      await db.insert(notificationDeliveries).values(values);
      const ofChannel = eq(notificationDeliveries.channelId, values.channelId);
      const [oldestKept] = await db
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(ofChannel)
        .orderBy(desc(notificationDeliveries.id))
        .offset(keep - 1)
        .limit(1);
      if (!oldestKept) return;
      await db
        .delete(notificationDeliveries)
        .where(and(ofChannel, lt(notificationDeliveries.id, oldestKept.id)));
    },
    /** The newest attempts of a channel, newest first. */
    deliveries(channelId: string, limit: number): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.channelId, channelId))
        .orderBy(desc(notificationDeliveries.id))
        .limit(limit);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
