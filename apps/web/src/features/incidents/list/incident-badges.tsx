import { Badge } from '@mantine/core';
import {
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATUS_LABELS,
  type IncidentSeverity,
  type IncidentStatus,
} from '@shuttle-ops/domain';

// Filled badges with white text at AA contrast; the word, not the colour, carries the meaning.
const SEVERITY_COLOR: Record<IncidentSeverity, string> = {
  minor: 'gray.7',
  moderate: 'yellow.9',
  serious: 'orange.9',
  critical: 'red.9',
};

const STATUS_COLOR: Record<IncidentStatus, string> = {
  open: 'blue.8',
  'under-investigation': 'grape.8',
  closed: 'gray.7',
};

export function SeverityBadge({ severity }: { severity: IncidentSeverity }) {
  return (
    <Badge color={SEVERITY_COLOR[severity]} variant="filled" tt="none">
      {INCIDENT_SEVERITY_LABELS[severity]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: IncidentStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" tt="none">
      {INCIDENT_STATUS_LABELS[status]}
    </Badge>
  );
}
