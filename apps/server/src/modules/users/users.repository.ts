import { and, count, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Group, SortOrder, UserStatusName } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/platform.ts';
import { refreshTokens, userGroups, users } from '../identity/schema.ts';
import { lowerOf, ordering, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type UserRow = typeof users.$inferSelect;
export interface ManagedUser {
  user: UserRow;
  customerName: string;
  groups: string[];
}
export type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'email'
    | 'preferredUsername'
    | 'enabled'
    | 'passwordHash'
    | 'status'
    | 'temporaryPasswordExpiresAt'
    | 'failedAttempts'
    | 'lockedUntil'
    | 'graphicFileId'
  >
>;

export interface UserFilter {
  query?: string | undefined;
  role?: Group | undefined;
  status?: UserStatusName | undefined;
  enabled?: boolean | undefined;
  sort: 'username' | 'email' | 'status' | 'create_dt';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  username: lowerOf(users.username),
  email: lowerOf(users.email),
  status: users.status,
  create_dt: users.createdAt,
};

/** Queries of a tenant's users for administration; the sign-in flow has its own. */
export function usersRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(users.customerId), eq(users.id, id));

  async function withGroups(rows: { user: UserRow; customerName: string }[]) {
    const ids = rows.map((r) => r.user.id);
    const groups =
      ids.length === 0
        ? []
        : await db.select().from(userGroups).where(inArray(userGroups.userId, ids));
    return rows.map((row): ManagedUser => ({
      ...row,
      groups: groups
        .filter((g) => g.userId === row.user.id)
        .map((g) => g.groupName)
        .sort(),
    }));
  }

  const selectUsers = () =>
    db
      .select({ user: users, customerName: customers.name })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId));

  return {
    async list(scope: TenantScope, filter: UserFilter) {
      const where: (SQL | undefined)[] = [
        scope.where(users.customerId),
        textSearch(filter.query, [users.username, users.email, users.preferredUsername]),
        filter.status ? eq(users.status, filter.status) : undefined,
        filter.enabled === undefined ? undefined : eq(users.enabled, filter.enabled),
        filter.role
          ? exists(
              db
                .select({ one: sql`1` })
                .from(userGroups)
                .where(and(eq(userGroups.userId, users.id), eq(userGroups.groupName, filter.role))),
            )
          : undefined,
      ];
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(users)
        .where(and(...where));
      const rows = await selectUsers()
        .where(and(...where))
        .orderBy(...ordering(SORT[filter.sort], filter.order, users.id))
        .limit(filter.limit)
        .offset(filter.offset);
      return { rows: await withGroups(rows), total };
    },
    async findById(scope: TenantScope, id: string): Promise<ManagedUser | undefined> {
      const rows = await selectUsers().where(mine(scope, id));
      return (await withGroups(rows))[0];
    },
    async insert(
      scope: TenantScope,
      values: Omit<typeof users.$inferInsert, 'customerId'>,
      groups: string[],
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...values, customerId: scope.customerId })
          .returning({ id: users.id });
        if (groups.length > 0) {
          await tx
            .insert(userGroups)
            .values(groups.map((groupName) => ({ userId: row!.id, groupName })));
        }
        return row!.id;
      });
    },
    async update(scope: TenantScope, id: string, patch: UserPatch, groups?: string[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(mine(scope, id));
        if (groups) {
          await tx.delete(userGroups).where(eq(userGroups.userId, id));
          if (groups.length > 0) {
            await tx
              .insert(userGroups)
              .values(groups.map((groupName) => ({ userId: id, groupName })));
          }
        }
      });
    },
    async delete(scope: TenantScope, id: string): Promise<boolean> {
      const rows = await db.delete(users).where(mine(scope, id)).returning({ id: users.id });
      return rows.length > 0;
    },
    async revokeRefreshTokens(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
