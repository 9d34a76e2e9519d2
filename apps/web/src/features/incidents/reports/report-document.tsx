import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_CATEGORY_LABELS,
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATUS_LABELS,
} from '@shuttle-ops/domain';
import type { IncidentReport } from '@shuttle-ops/domain';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadCsv } from '../../../lib/csv/csv.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useIncidentReportCsv } from '../api/reports.ts';
import classes from './report.module.css';
import { filterLabel, periodLabel, reportName } from './report-words.ts';

function Counts({
  title,
  words,
  labels,
  counts,
}: {
  title: string;
  words: readonly string[];
  labels: Readonly<Record<string, string>>;
  counts: Readonly<Record<string, number>>;
}) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Table withTableBorder fz="sm" verticalSpacing={2} w="auto">
        <Table.Tbody>
          {words.map((word) => (
            <Table.Tr key={word}>
              <Table.Th scope="row" fw={400}>
                {labels[word] ?? word}
              </Table.Th>
              <Table.Td ta="right">{counts[word] ?? 0}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** One report: its period and counts, every incident, a CSV download and a printable page. */
export function ReportDocument({ report }: { report: IncidentReport }) {
  const csv = useIncidentReportCsv();
  const toasts = useToast();
  const [downloading, setDownloading] = useState(false);
  const name = reportName(report);

  const download = async () => {
    setDownloading(true);
    try {
      downloadCsv(await csv(report.report_id), `incident-report-${report.report_id}.csv`);
    } catch (error) {
      toasts.error(`The report could not be downloaded: ${errorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      component="article"
      className={classes.report}
      aria-labelledby="incident-report-title"
      data-testid="incident-report"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h3" id="incident-report-title">
              {name}
            </Title>
            <Text size="sm">
              Period: {periodLabel(report.params)} (Europe/London) · {filterLabel(report.params)}
            </Text>
            <Text size="sm" c="dimmed">
              Made {formatDateTime(report.created_at)} by {report.created_by} ·{' '}
              {report.row_count === 1 ? '1 incident' : `${report.row_count} incidents`}
              {report.truncated ? ' (the report keeps the first ones only)' : ''}
            </Text>
          </div>
          <Group gap="sm" className={classes.noPrint}>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={() => void download()}
            >
              Download CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              Print / save as PDF
            </Button>
          </Group>
        </Group>
        <div className={classes.counts}>
          <Counts
            title="By category"
            words={INCIDENT_CATEGORIES}
            labels={INCIDENT_CATEGORY_LABELS}
            counts={report.by_category}
          />
          <Counts
            title="By severity"
            words={INCIDENT_SEVERITIES}
            labels={INCIDENT_SEVERITY_LABELS}
            counts={report.by_severity}
          />
        </div>
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder fz="sm">
            <Table.Caption>Incidents in the report, oldest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Occurred</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Severity</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Vehicle</Table.Th>
                <Table.Th>Bus stop</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>No incident in this period matches.</Table.Td>
                </Table.Tr>
              ) : (
                report.rows.map((row) => (
                  <Table.Tr key={row.Incident_ID}>
                    <Table.Td>{row.reference}</Table.Td>
                    <Table.Td>{formatDateTime(row.occurred_at)}</Table.Td>
                    <Table.Td>{row.title}</Table.Td>
                    <Table.Td>{INCIDENT_CATEGORY_LABELS[row.category]}</Table.Td>
                    <Table.Td>{INCIDENT_SEVERITY_LABELS[row.severity]}</Table.Td>
                    <Table.Td>{INCIDENT_STATUS_LABELS[row.status]}</Table.Td>
                    <Table.Td>{row.vehicle_name ?? '—'}</Table.Td>
                    <Table.Td>{row.bus_stop_name ?? '—'}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
