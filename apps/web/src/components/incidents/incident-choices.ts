import {
  INCIDENT_CATEGORIES,
  INCIDENT_CATEGORY_LABELS,
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
} from '@shuttle-ops/domain';

/** Select options of the contract's words, in its order. */
export const CATEGORY_OPTIONS = INCIDENT_CATEGORIES.map((value) => ({
  value,
  label: INCIDENT_CATEGORY_LABELS[value],
}));
export const SEVERITY_OPTIONS = INCIDENT_SEVERITIES.map((value) => ({
  value,
  label: INCIDENT_SEVERITY_LABELS[value],
}));
export const STATUS_OPTIONS = INCIDENT_STATUSES.map((value) => ({
  value,
  label: INCIDENT_STATUS_LABELS[value],
}));
