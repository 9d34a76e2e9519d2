import type { TelemetryTemplate } from '@shuttle-ops/domain';
import type { TemplateRow } from './telemetry-templates.repository.ts';

/** A template as the wire carries it (spec §7 field names). */
export function presentTemplate(row: TemplateRow): TelemetryTemplate {
  return {
    id: row.id,
    Customer_ID: row.customerId,
    template_name: row.name,
    template_desc: row.description,
    template_data: { components: row.components },
    created_by: row.createdBy,
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
}
