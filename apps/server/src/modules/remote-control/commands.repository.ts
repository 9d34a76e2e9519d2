import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CommandState, RemoteCommandName, SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { vehicleCommands } from './schema.ts';
import { ordering, pageOfRows } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type CommandRow = typeof vehicleCommands.$inferSelect;
export type NewCommand = Omit<typeof vehicleCommands.$inferInsert, 'history' | 'updatedAt'>;

export interface CommandFilter {
  vehicleId?: string | undefined;
  command?: RemoteCommandName | undefined;
  state?: CommandState | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort: 'issued_at' | 'command' | 'state' | 'updated_at';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  issued_at: vehicleCommands.issuedAt,
  command: vehicleCommands.command,
  state: vehicleCommands.state,
  updated_at: vehicleCommands.updatedAt,
};

/** Queries of the command log; a command's id is unique across customers. */
export function commandsRepository(db: Db) {
  return {
    /** Stores a new command; undefined when its id is taken (a repeated request). */
    async insert(values: NewCommand): Promise<CommandRow | undefined> {
      const at = values.issuedAt;
      const [row] = await db
        .insert(vehicleCommands)
        .values({
          ...values,
          updatedAt: at,
          history: [{ state: values.state, at: at.toISOString(), reason: values.reason ?? null }],
        })
        .onConflictDoNothing({ target: vehicleCommands.id })
        .returning();
      return row;
    },
    async findById(id: string): Promise<CommandRow | undefined> {
      const [row] = await db.select().from(vehicleCommands).where(eq(vehicleCommands.id, id));
      return row;
    },
    /**
     * Moves a command of this vehicle to `state` if it is in one of `from`, adding the change to its history;
     * undefined when it was not (another process or answer got there first).
     */
    async transition(
      id: string,
      vehicleId: string,
      from: readonly CommandState[],
      state: CommandState,
      reason: string | null,
      at: Date,
    ): Promise<CommandRow | undefined> {
      const change = JSON.stringify([{ state, at: at.toISOString(), reason }]);
      const [row] = await db
        .update(vehicleCommands)
        .set({
          state,
          reason: reason ?? sql`${vehicleCommands.reason}`,
          updatedAt: at,
          history: sql`${vehicleCommands.history} || ${change}::jsonb`,
        })
        .where(
          and(
            eq(vehicleCommands.id, id),
            eq(vehicleCommands.vehicleId, vehicleId),
            inArray(vehicleCommands.state, [...from]),
          ),
        )
        .returning();
      return row;
    },
    async list(scope: TenantScope, filter: CommandFilter) {
      const where: (SQL | undefined)[] = [
        scope.where(vehicleCommands.customerId),
        filter.vehicleId ? eq(vehicleCommands.vehicleId, filter.vehicleId) : undefined,
        filter.command ? eq(vehicleCommands.command, filter.command) : undefined,
        filter.state ? eq(vehicleCommands.state, filter.state) : undefined,
        filter.from ? gte(vehicleCommands.issuedAt, filter.from) : undefined,
        filter.to ? lte(vehicleCommands.issuedAt, filter.to) : undefined,
      ];
      return pageOfRows(
        db,
        vehicleCommands,
        and(...where),
        ordering(SORT[filter.sort], filter.order, vehicleCommands.id),
        filter,
      );
    },
  };
}

export type CommandsRepository = ReturnType<typeof commandsRepository>;
