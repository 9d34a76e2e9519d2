import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/platform.ts';
import { passwordResetCodes, refreshTokens, userGroups, users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export interface PoolUser extends UserRow {
  customerName: string;
  groups: string[];
}

/** Queries of the user pool; no rules live here. */
export function identityRepository(db: Db) {
  async function withGroups(
    row: { user: UserRow; customerName: string } | undefined,
  ): Promise<PoolUser | undefined> {
    if (!row) return undefined;
    const groups = await db
      .select({ name: userGroups.groupName })
      .from(userGroups)
      .where(eq(userGroups.userId, row.user.id));
    return {
      ...row.user,
      customerName: row.customerName,
      groups: groups.map((g) => g.name).sort(),
    };
  }

  const selectUser = () =>
    db
      .select({ user: users, customerName: customers.name })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId));

  return {
    async findByUsername(username: string) {
      const [row] = await selectUser().where(sql`lower(${users.username}) = lower(${username})`);
      return withGroups(row);
    },
    async findById(id: string) {
      const [row] = await selectUser().where(eq(users.id, id));
      return withGroups(row);
    },
    async updateUser(id: string, patch: Partial<typeof users.$inferInsert>) {
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    /** Counts a failure atomically and answers the new count. */
    async recordFailure(id: string, lockedUntilFor: (failures: number) => Date | null) {
      const [row] = await db
        .update(users)
        .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
        .where(eq(users.id, id))
        .returning({ failedAttempts: users.failedAttempts });
      const failures = row?.failedAttempts ?? 0;
      const lockedUntil = lockedUntilFor(failures);
      if (lockedUntil) await db.update(users).set({ lockedUntil }).where(eq(users.id, id));
      return { failures, lockedUntil };
    },
    async storeRefreshToken(tokenHash: string, userId: string, expiresAt: Date) {
      await db.insert(refreshTokens).values({ tokenHash, userId, expiresAt });
    },
    async findLiveRefreshToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        );
      return row;
    },
    async revokeRefreshToken(tokenHash: string) {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)))
        .returning({ userId: refreshTokens.userId });
      return rows[0]?.userId;
    },
    async revokeAllRefreshTokens(userId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
    async putResetCode(userId: string, codeHash: string, expiresAt: Date) {
      await db
        .insert(passwordResetCodes)
        .values({ userId, codeHash, expiresAt, attempts: 0 })
        .onConflictDoUpdate({
          target: passwordResetCodes.userId,
          set: { codeHash, expiresAt, attempts: 0, createdAt: new Date() },
        });
    },
    async findResetCode(userId: string) {
      const [row] = await db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, userId));
      return row;
    },
    async countResetAttempt(userId: string) {
      await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(eq(passwordResetCodes.userId, userId));
    },
    async deleteResetCode(userId: string) {
      await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
    },
  };
}

export type IdentityRepository = ReturnType<typeof identityRepository>;
