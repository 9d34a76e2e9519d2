import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The audit module's table: the hash-chained audit log.

// Each entry is hash-chained to the one before it (seq - 1); see docs/api/audit.md.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Position in the chain: 1, 2, 3, … without gaps, given under the chain's lock. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    customerId: uuid('customer_id'),
    userId: uuid('user_id'),
    username: text('username'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    requestId: text('request_id'),
    ip: text('ip'),
    details: jsonb('details'),
    /** SHA-256 (hex) of the entry before; 64 zeros for the first. Null only before chaining. */
    prevHash: text('prev_hash'),
    /** SHA-256 (hex) of this entry's canonical form, which includes prev_hash. */
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('audit_log_seq_uq').on(t.seq),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_customer_idx').on(t.customerId, t.at),
  ],
);
