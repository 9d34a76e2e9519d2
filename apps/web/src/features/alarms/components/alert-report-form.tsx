import { Alert, Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { ALERT_LEVELS } from '@shuttle-ops/domain';
import type { KnownAlertLevel, Vehicle } from '@shuttle-ops/domain';
import { IconDownload, IconFileReport } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useAlertReport, useReportCsv, useStartAlertReport } from '../api/alert-reports.ts';
import { periodBounds } from '../api/get-measures.ts';
import type { MeasurePeriod } from '../api/get-measures.ts';
import { LEVEL_LABELS } from '../model/alarm-format.ts';

/** Saves text as a file through the browser's download. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** An alert report (alert-reports-processor) for the period, vehicles and levels; CSV when done. */
export function AlertReportForm({
  vehicles,
  period,
}: {
  vehicles: readonly Vehicle[];
  period: MeasurePeriod;
}) {
  const [vehicleIds, setVehicleIds] = useState<string[]>([]);
  const [levels, setLevels] = useState<string[]>([]);
  const [reportId, setReportId] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  const start = useStartAlertReport();
  const report = useAlertReport(reportId);
  const readCsv = useReportCsv();
  const state = report.data?.state ?? null;
  const running =
    start.isPending ||
    (reportId !== null && state !== 'DONE' && state !== 'FAILED' && !report.error);

  const run = () => {
    setReportId(null);
    setDownloadError(null);
    start.mutate(
      {
        ...periodBounds(period, Date.now()),
        ...(vehicleIds.length > 0 ? { vehicle_ids: vehicleIds } : {}),
        ...(levels.length > 0 ? { levels: levels as KnownAlertLevel[] } : {}),
      },
      { onSuccess: (started) => setReportId(started.report_id) },
    );
  };

  const save = async (id: string) => {
    setDownloading(true);
    setDownloadError(null);
    try {
      download(await readCsv(id), `alert-report-${id}.csv`);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="alert-report-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="alert-report-heading">
          Alert report
        </Title>
        <Text size="sm" c="dimmed">
          Every alarm of the period above with its times, durations and who handled it.
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MultiSelect
            label="Vehicles"
            placeholder={vehicleIds.length === 0 ? 'All vehicles' : undefined}
            data={vehicles.map((vehicle) => ({ value: vehicle.Vehicle_ID, label: vehicle.name }))}
            value={vehicleIds}
            onChange={setVehicleIds}
            searchable
            clearable
            miw={220}
          />
          <MultiSelect
            label="Levels"
            placeholder={levels.length === 0 ? 'All levels' : undefined}
            data={[...ALERT_LEVELS]
              .reverse()
              .map((value) => ({ value, label: LEVEL_LABELS[value] }))}
            value={levels}
            onChange={setLevels}
            clearable
            miw={200}
          />
          <Button
            leftSection={<IconFileReport size={16} aria-hidden />}
            loading={running}
            onClick={run}
          >
            Make the report
          </Button>
        </Group>
        <div aria-live="polite">
          {reportId !== null && state === 'DONE' && (
            <Group gap="sm">
              <Text size="sm" data-testid="report-ready">
                The report is ready: {report.data?.row_count ?? 0} alarms.
              </Text>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading}
                onClick={() => void save(reportId)}
              >
                Download CSV
              </Button>
            </Group>
          )}
          {reportId !== null && running && <Text size="sm">Making the report…</Text>}
        </div>
        {(start.error !== null ||
          report.error !== null ||
          state === 'FAILED' ||
          downloadError !== null) && (
          <Alert color="red" title="The report failed" role="alert">
            {state === 'FAILED'
              ? 'The server could not make the report. Try again.'
              : errorMessage(start.error ?? report.error ?? downloadError)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
