import { Anchor } from '@mantine/core';
import { INCIDENT_CATEGORY_LABELS } from '@shuttle-ops/domain';
import type { IncidentSummary } from '@shuttle-ops/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/table/resource-table.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { incidentDetailHref } from '../detail/use-incident-param.ts';
import type { IncidentSort } from '../model/incident-filter.ts';
import { SeverityBadge, StatusBadge } from './incident-badges.tsx';

/** The list's columns, times at the site; `search` keeps the address's other parameters. */
export function incidentColumns(search: URLSearchParams): Column<IncidentSummary, IncidentSort>[] {
  return [
    {
      key: 'reference',
      header: 'Reference',
      render: (r) => (
        <Anchor
          component={Link}
          to={incidentDetailHref(search, r.Incident_ID)}
          aria-label={`Open ${r.reference}, ${r.title}`}
          fw={600}
        >
          {r.reference}
        </Anchor>
      ),
    },
    {
      key: 'occurred',
      header: 'Occurred',
      sortKey: 'occurred_at',
      render: (r) => formatDateTime(r.occurred_at),
    },
    { key: 'title', header: 'Title', sortKey: 'title', render: (r) => r.title },
    { key: 'category', header: 'Category', render: (r) => INCIDENT_CATEGORY_LABELS[r.category] },
    {
      key: 'severity',
      header: 'Severity',
      sortKey: 'severity',
      render: (r) => <SeverityBadge severity={r.severity} />,
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (r) => <StatusBadge status={r.status} />,
    },
    { key: 'vehicle', header: 'Vehicle', render: (r) => r.vehicle_name ?? '—' },
    { key: 'stop', header: 'Bus stop', render: (r) => r.bus_stop_name ?? '—' },
  ];
}
