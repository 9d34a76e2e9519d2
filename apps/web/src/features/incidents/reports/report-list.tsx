import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { IncidentReportSummary } from '@shuttle-ops/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { RecordLoading } from '../../../components/record/record-state.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useDeleteIncidentReport, useIncidentReports } from '../api/reports.ts';
import { filterLabel, periodLabel, reportName } from './report-words.ts';
import classes from './report.module.css';

export interface ReportListProps {
  userId: string;
  mayDelete: boolean;
  /** The address that opens a report. */
  hrefOf: (id: string) => string;
  /** Called after the open report was deleted. */
  onDeleted: (id: string) => void;
}

/** The reports made earlier, newest first: open one, or delete it once asked. */
export function ReportList({ userId, mayDelete, hrefOf, onDeleted }: ReportListProps) {
  const reports = useIncidentReports();
  const remove = useDeleteIncidentReport(userId);
  const toasts = useToast();
  const [deleting, setDeleting] = useState<IncidentReportSummary | null>(null);
  const rows = reports.data?.Items ?? [];

  const confirm = (report: IncidentReportSummary) =>
    remove.mutate(report.report_id, {
      onSuccess: () => {
        setDeleting(null);
        toasts.info(`Report “${reportName(report)}” deleted.`);
        onDeleted(report.report_id);
      },
      onError: (error) => {
        setDeleting(null);
        toasts.error(errorMessage(error));
      },
    });

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="earlier-reports-title"
      className={classes.besideReport}
    >
      <Title order={2} size="h4" id="earlier-reports-title" mb="xs">
        Earlier reports
      </Title>
      {reports.isPending ? <RecordLoading what="the reports" /> : null}
      {reports.error ? (
        <Alert color="red" role="alert" title="The reports could not be loaded">
          <Text size="sm" mb="xs">
            {errorMessage(reports.error)}
          </Text>
          <Button variant="light" color="red" size="xs" onClick={() => void reports.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {reports.isSuccess && rows.length === 0 ? (
        <Text size="sm">No reports yet. Make one above; it is kept here.</Text>
      ) : null}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped fz="sm">
            <Table.Caption>Earlier incident reports</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Report</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th>Filters</Table.Th>
                <Table.Th>Incidents</Table.Th>
                <Table.Th>Made</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((report) => (
                <Table.Tr key={report.report_id}>
                  <Table.Td>
                    <Anchor component={Link} to={hrefOf(report.report_id)}>
                      {reportName(report)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{periodLabel(report.params)}</Table.Td>
                  <Table.Td>{filterLabel(report.params)}</Table.Td>
                  <Table.Td>{report.row_count}</Table.Td>
                  <Table.Td>
                    {formatDateTime(report.created_at)} by {report.created_by}
                  </Table.Td>
                  <Table.Td>
                    {mayDelete && (
                      <Group justify="flex-end">
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() => setDeleting(report)}
                          aria-label={`Delete report ${reportName(report)}`}
                        >
                          Delete
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete report?"
        confirmLabel="Delete report"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting !== null && confirm(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting !== null &&
          `The report “${reportName(deleting)}” is deleted; the incidents it lists stay.`}
      </ConfirmDialog>
    </Paper>
  );
}
