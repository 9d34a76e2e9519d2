import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, randomId } from './columns.ts';

// The platform's tables: the customers (tenants) every module's rows belong to, the stored files
// they point at, the secrets the server makes for itself and the named leases (lib/).

export const customers = pgTable(
  'customers',
  {
    id: randomId(),
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

/** The customer (tenant) a row belongs to; its rows go with it. */
export const customerRef = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

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
    id: randomId(),
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

/**
 * Which server process writes the ETAs: every process follows the vehicles (the event bus gives
 * each all positions), one holds this lease and writes, so nothing is written or published twice.
 */
export const etaLease = pgTable('eta_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
