import { Anchor } from '@mantine/core';
import type { ChecklistTransaction } from '@shuttle-ops/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/table/resource-table.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { checklistDetailHref } from '../detail/use-checklist-param.ts';
import { operatorLabel } from '../model/checklist-words.ts';
import { ResultBadge } from './result-badge.tsx';

type Row = ChecklistTransaction;

/** The history's columns, times at the site; `search` keeps the address's other parameters. */
export function historyColumns(search: URLSearchParams): Column<Row, 'completed_date'>[] {
  return [
    {
      key: 'completed',
      header: 'Completed',
      sortKey: 'completed_date',
      render: (r) => formatDateTime(r.completed_date, { seconds: true }),
    },
    { key: 'checklist', header: 'Checklist', render: (r) => r.master_name },
    { key: 'vehicle', header: 'Vehicle', render: (r) => r.vehicle_name },
    { key: 'operator', header: 'Operator', render: operatorLabel },
    { key: 'result', header: 'Result', render: (r) => <ResultBadge row={r} /> },
    {
      key: 'details',
      header: 'Details',
      hideHeader: true,
      align: 'right',
      sticky: true,
      render: (r) => (
        <Anchor
          component={Link}
          to={checklistDetailHref(search, r.CL_Transaction_ID)}
          aria-label={`Details of ${r.master_name}, ${r.vehicle_name}, ${formatDateTime(r.completed_date, { seconds: true })}`}
        >
          Details
        </Anchor>
      ),
    },
  ];
}
