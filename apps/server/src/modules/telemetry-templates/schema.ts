import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TemplateComponent } from '@shuttle-ops/domain';
import { createdAt, randomId, updatedAt } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// The telemetry-templates module's table: each customer's dashboard layouts.

/** A dashboard layout (spec §7 `telemetry-templates`): components bound to vehicles and measures. */
export const telemetryTemplates = pgTable(
  'telemetry_templates',
  {
    id: randomId(),
    customerId: customerRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    components: jsonb('components').$type<TemplateComponent[]>().notNull(),
    /** Every vehicle its components follow, for the list's `Vehicle_ID` filter. */
    vehicleIds: uuid('vehicle_ids').array().notNull(),
    /** Every component kind it holds, for the list's `kind` filter. */
    kinds: text('kinds').array().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('telemetry_templates_customer_idx').on(t.customerId)],
);
