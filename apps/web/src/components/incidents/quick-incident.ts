import { incidentCreateBody } from '@shuttle-ops/domain';
import type { IncidentCategory, IncidentSeverity } from '@shuttle-ops/domain';
import type { IncidentFields } from '../../lib/api/incidents-api.ts';
import { parseWith, schemaValidator } from '../../lib/forms/schema-validation.ts';

/** Where and when the incident happened, as the screen that raises it knows it. */
export interface IncidentContext {
  vehicleId: string | null;
  vehicleName: string | null;
  serviceId: string | null;
  routeId: string | null;
  routeName: string | null;
  /** The shuttle's last known position. */
  position: { lat: number; lon: number } | null;
}

export interface QuickIncidentValues {
  title: string;
  category: IncidentCategory | '';
  severity: IncidentSeverity | '';
  description: string;
}

export const QUICK_LABELS = {
  title: 'Title',
  category: 'Category',
  severity: 'Severity',
  description: 'What happened',
} as const satisfies Record<keyof QuickIncidentValues, string>;

export const QUICK_FIELDS = Object.keys(QUICK_LABELS);

export const EMPTY_QUICK_INCIDENT: QuickIncidentValues = {
  title: '',
  category: '',
  severity: '',
  description: '',
};

/** The `POST incidents` body of a quick report: the context, now, and what the operator wrote. */
export function quickIncidentBody(
  values: QuickIncidentValues,
  context: IncidentContext,
  occurredAt: string,
  attachmentIds: readonly string[],
) {
  return {
    title: values.title,
    description: values.description,
    category: values.category === '' ? undefined : values.category,
    severity: values.severity === '' ? undefined : values.severity,
    status: 'open' as const,
    occurred_at: occurredAt,
    Vehicle_ID: context.vehicleId,
    Service_ID: context.serviceId,
    Route_ID: context.routeId,
    location: context.position,
    attachment_ids: [...attachmentIds],
  };
}

const NO_CONTEXT: IncidentContext = {
  vehicleId: null,
  vehicleName: null,
  serviceId: null,
  routeId: null,
  routeName: null,
  position: null,
};

/** The server's own rules (the domain schema), with messages for people. */
export const validateQuickIncident = schemaValidator<QuickIncidentValues>(
  incidentCreateBody,
  (values) => quickIncidentBody(values, NO_CONTEXT, new Date().toISOString(), []),
  { labels: QUICK_LABELS },
);

export function quickIncidentFields(
  values: QuickIncidentValues,
  context: IncidentContext,
  occurredAt: string,
  attachmentIds: readonly string[],
): IncidentFields {
  const { Customer_ID: _customer, ...fields } = parseWith(
    incidentCreateBody,
    quickIncidentBody(values, context, occurredAt, attachmentIds),
  );
  return fields;
}
