import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ChecklistAnswerInput,
  ChecklistFailedItem,
  ChecklistItemType,
  ChecklistSection,
} from '@shuttle-ops/domain';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { randomId } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// ---- checklists (issue 16) ----------------------------------------------------------------------

export const checklistResults = ['passed', 'failed'] as const;

/** An answer as stored: what was given, with the item it answered as it was then. */
export type StoredAnswer = ChecklistAnswerInput & {
  section_title: string;
  label: string;
  type: ChecklistItemType;
  safety_critical: boolean;
  failed: boolean;
};

export interface StoredAppliesTo {
  Vehicle_IDs: string[];
  Route_IDs: string[];
}

/** A checklist master: its current version's content; every version is kept below. */
export const checklistMasters = pgTable(
  'checklist_masters',
  {
    id: randomId(),
    customerId: customerRef(),
    name: text('name').notNull(),
    description: text('description'),
    version: integer('version').notNull().default(1),
    sections: jsonb('sections').$type<ChecklistSection[]>().notNull(),
    appliesTo: jsonb('applies_to').$type<StoredAppliesTo>().notNull(),
    createdBy: text('created_by').notNull(),
    /** Deleted masters stay, so completed checklists still show what they were filled against. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checklist_masters_customer_name_uq')
      .on(t.customerId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Every version of a master, as it was filled. */
export const checklistMasterVersions = pgTable(
  'checklist_master_versions',
  {
    masterId: uuid('master_id')
      .notNull()
      .references(() => checklistMasters.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sections: jsonb('sections').$type<ChecklistSection[]>().notNull(),
    appliesTo: jsonb('applies_to').$type<StoredAppliesTo>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.masterId, t.version] })],
);

/** A completed checklist (spec's checklist transaction). */
export const checklistTransactions = pgTable(
  'checklist_transactions',
  {
    id: randomId(),
    customerId: customerRef(),
    masterId: uuid('master_id')
      .notNull()
      .references(() => checklistMasters.id, { onDelete: 'cascade' }),
    masterVersion: integer('master_version').notNull(),
    masterName: text('master_name').notNull(),
    /** Kept as values: the record outlives the vehicle and the service. */
    vehicleId: uuid('vehicle_id').notNull(),
    vehicleName: text('vehicle_name').notNull(),
    serviceId: uuid('service_id'),
    operatorId: uuid('operator_id'),
    operatorName: text('operator_name'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    result: text('result', { enum: checklistResults }).notNull(),
    safetyCriticalFailed: boolean('safety_critical_failed').notNull(),
    failedItems: jsonb('failed_items').$type<ChecklistFailedItem[]>().notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
    notesText: text('notes_text'),
    noteFileIds: jsonb('note_file_ids').$type<string[]>().notNull(),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('checklist_transactions_customer_completed_idx').on(t.customerId, t.completedAt),
    index('checklist_transactions_vehicle_completed_idx').on(t.vehicleId, t.completedAt),
  ],
);

/** A vehicle out of service after a failed safety-critical item, until an admin clears it. */
export const checklistHolds = pgTable(
  'checklist_holds',
  {
    id: randomId(),
    customerId: customerRef(),
    vehicleId: uuid('vehicle_id').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => checklistTransactions.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<string[]>().notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: text('cleared_by'),
    clearNote: text('clear_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('checklist_holds_vehicle_idx')
      .on(t.vehicleId)
      .where(sql`${t.clearedAt} is null`),
  ],
);

/** An administrator's permission for one start today without a checklist. */
export const checklistOverrides = pgTable(
  'checklist_overrides',
  {
    id: randomId(),
    customerId: customerRef(),
    vehicleId: uuid('vehicle_id').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checklist_overrides_vehicle_idx').on(t.vehicleId, t.validUntil)],
);
