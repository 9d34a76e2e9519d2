import { COMMAND_STATES, REMOTE_COMMANDS, type CommandStateChange } from '@shuttle-ops/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// ---- remote commands (issue 7) ------------------------------------------------------------------
// No foreign keys, as with the vehicle messages: the command log outlives a deleted vehicle or user.

/** A remote command sent to a vehicle, its current state and every state it went through. */
export const vehicleCommands = pgTable(
  'vehicle_commands',
  {
    /** The command_id on the wire (the client's, when it gave one). */
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    command: text('command', { enum: REMOTE_COMMANDS }).notNull(),
    state: text('state', { enum: COMMAND_STATES }).notNull(),
    reason: text('reason'),
    userId: uuid('user_id'),
    username: text('username'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    history: jsonb('history').$type<CommandStateChange[]>().notNull(),
  },
  (t) => [
    index('vehicle_commands_customer_issued_idx').on(t.customerId, t.issuedAt),
    index('vehicle_commands_vehicle_issued_idx').on(t.vehicleId, t.issuedAt),
  ],
);
