import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// The tenants: customers, their users and groups and their uploaded files; sign-in keys and
// tokens, the outbox, the audit log and server secrets.

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_name_lower_uq').on(sql`lower(${t.name})`),
    index('customers_created_idx').on(t.createdAt),
  ],
);

export const userStatuses = ['FORCE_CHANGE_PASSWORD', 'CONFIRMED', 'RESET_REQUIRED'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    username: text('username').notNull(),
    email: text('email'),
    preferredUsername: text('preferred_username'),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: userStatuses }).notNull().default('CONFIRMED'),
    enabled: boolean('enabled').notNull().default(true),
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpLastTimeStep: integer('totp_last_time_step'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    graphicFileId: uuid('graphic_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_customer_idx').on(t.customerId),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupName] })],
);

export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

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

/** Secrets the server makes for itself once (e.g. the key that signs file links). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const fileKinds = [
  'customer_logo',
  'vehicle_icon',
  'route_graphic',
  'user_graphic',
  'checklist_photo',
  'incident_attachment',
] as const;

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: fileKinds }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_uq').on(t.storageKey),
    index('files_customer_idx').on(t.customerId, t.kind),
  ],
);
