import { Stack } from '@mantine/core';
import { IconReportOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { RecordState } from '../../../components/record/record-state.tsx';
import { useSession } from '../../../lib/auth/session-context.ts';
import { useOpenParam } from '../../../lib/hooks/use-open-param.ts';
import { useIncidentReport } from '../api/reports.ts';
import { ReportDocument } from './report-document.tsx';
import { ReportForm } from './report-form.tsx';
import { ReportList } from './report-list.tsx';

/** The search parameter naming the report shown: `?view=reports&report=<id>`. */
export const REPORT_PARAM = 'report';

export interface IncidentReportsViewProps {
  customerId: string | undefined;
  /** Admins and customer admins; service managers read and make reports. */
  mayDelete: boolean;
}

/** Make a report over a period, read it, download or print it; the reports made earlier. */
export function IncidentReportsView({ customerId, mayDelete }: IncidentReportsViewProps) {
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const [reportId, closeReport] = useOpenParam(REPORT_PARAM);
  const report = useIncidentReport(reportId);

  const hrefOf = (id: string) => {
    const next = new URLSearchParams(search);
    next.set(REPORT_PARAM, id);
    return `?${next.toString()}`;
  };

  return (
    <Stack gap="md">
      <ReportForm customerId={customerId} onMade={(made) => setSearch(hrefOf(made.report_id))} />
      {reportId !== null &&
        (report.data ? (
          <ReportDocument report={report.data} />
        ) : (
          <RecordState
            what="report"
            icon={<IconReportOff size={28} aria-hidden />}
            loading={report.isPending}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        ))}
      <ReportList
        userId={session?.sub ?? ''}
        mayDelete={mayDelete}
        hrefOf={hrefOf}
        onDeleted={(id) => {
          if (id === reportId) closeReport();
        }}
      />
    </Stack>
  );
}
