import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { customers, files } from '../../db/schema/platform.ts';
import { randomId } from '../../db/schema/columns.ts';

// The vehicles module's table: the fleet's vehicles as administrators manage them.

export const vehicleStatusFlags = ['active', 'inactive', 'maintenance', 'retired'] as const;

export const vehicles = pgTable(
  'vehicles',
  {
    id: randomId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    registration: text('registration'),
    statusFlag: text('status_flag', { enum: vehicleStatusFlags }).notNull().default('active'),
    maxOccupancy: integer('max_occupancy').notNull(),
    maxWheelchairOccupancy: integer('max_wheelchair_occupancy').notNull().default(0),
    iconFileId: uuid('icon_file_id').references(() => files.id, { onDelete: 'set null' }),
    mqttUsername: text('mqtt_username'),
    /** argon2id of the vehicle's MQTT password; null when its credentials are revoked. */
    mqttPasswordHash: text('mqtt_password_hash'),
    mqttRotatedAt: timestamp('mqtt_rotated_at', { withTimezone: true }),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_customer_name_uq').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('vehicles_mqtt_username_uq').on(t.mqttUsername),
    index('vehicles_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);
