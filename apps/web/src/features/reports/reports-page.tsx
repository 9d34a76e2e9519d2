import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { MiAlarmLevel, MiRouteFigures, MiVehicleFigures } from '@shuttle-ops/domain';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { APP_TITLE } from '../../config/env.ts';
import { downloadCsv } from '../../lib/csv/csv.ts';
import { errorMessage } from '../../lib/forms/server-errors.ts';
import { useMiReport } from './api/get-mi-report.ts';
import { FigureCards } from './components/figure-cards.tsx';
import { FiguresTable, type FigureColumn } from './components/figures-table.tsx';
import { PeriodPicker } from './components/period-picker.tsx';
import { RouteChart } from './components/route-chart.tsx';
import { reportCsv } from './model/report-csv.ts';
import { duration, figure } from './model/report-format.ts';
import { initialChoice, requestOf, type PeriodChoice } from './model/report-period.ts';
import classes from './reports.module.css';

const TITLE = 'Reports';

const ROUTE_COLUMNS: readonly FigureColumn<MiRouteFigures>[] = [
  { header: 'Route', value: (r) => r.route_name },
  { header: 'Services', value: (r) => figure(r.services), numeric: true },
  { header: 'Service hours', value: (r) => figure(r.service_hours), numeric: true },
  { header: 'Vehicle-km', value: (r) => figure(r.vehicle_km), numeric: true },
  { header: 'Passengers', value: (r) => figure(r.passengers), numeric: true },
  { header: 'Wheelchair', value: (r) => figure(r.wheelchair_passengers), numeric: true },
  { header: 'Incidents', value: (r) => figure(r.incidents), numeric: true },
  // The coefficient of variation of the gaps on a loop (0 = evenly spaced).
  {
    header: 'Headway CV',
    value: (r) => (r.headway_cv === null ? '–' : r.headway_cv.toFixed(2)),
    numeric: true,
  },
];

const VEHICLE_COLUMNS: readonly FigureColumn<MiVehicleFigures>[] = [
  { header: 'Vehicle', value: (v) => v.vehicle_name },
  { header: 'Services', value: (v) => figure(v.services), numeric: true },
  { header: 'Service hours', value: (v) => figure(v.service_hours), numeric: true },
  { header: 'Vehicle-km', value: (v) => figure(v.vehicle_km), numeric: true },
  { header: 'Passengers', value: (v) => figure(v.passengers), numeric: true },
  { header: 'Alarms', value: (v) => figure(v.alarms), numeric: true },
  { header: 'Alarms / 1,000 km', value: (v) => figure(v.alarms_per_1000_km), numeric: true },
  { header: 'Remote interventions', value: (v) => figure(v.remote_interventions), numeric: true },
  { header: 'Incidents', value: (v) => figure(v.incidents), numeric: true },
  {
    header: 'Checklists passed',
    value: (v) => `${v.checklists_passed} of ${v.checklists}`,
    numeric: true,
  },
];

const ALARM_COLUMNS: readonly FigureColumn<MiAlarmLevel>[] = [
  { header: 'Level', value: (l) => l.level },
  { header: 'Alarms', value: (l) => figure(l.alarms), numeric: true },
  { header: 'Median time to acknowledge', value: (l) => duration(l.ack_median_s), numeric: true },
  { header: 'Median time to resolve', value: (l) => duration(l.resolve_median_s), numeric: true },
];

/**
 * Spec §2 /admin/reports: management information of a day, week, month or custom days
 * (Europe/London): totals, per route and per vehicle, alarm handling; CSV and print.
 */
export function ReportsPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const [choice, setChoice] = useState<PeriodChoice>(() => initialChoice(new Date()));
  const report = useMiReport(requestOf(choice));
  const data = report.data;

  return (
    <Stack gap="md" className={classes.report}>
      <Group justify="space-between" align="center">
        <Title order={1}>{TITLE}</Title>
        <Group gap="sm" className={classes.noPrint}>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!data}
            onClick={() =>
              data && downloadCsv(reportCsv(data), `report-${data.first_day}-${data.last_day}.csv`)
            }
          >
            Export CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            disabled={!data}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
      </Group>
      <div className={classes.noPrint}>
        <PeriodPicker choice={choice} onChange={setChoice} />
      </div>
      {report.isPending && report.fetchStatus !== 'idle' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Loading the report…</Text>
        </Group>
      ) : null}
      {report.isPending && report.fetchStatus === 'idle' ? (
        <Text c="dimmed">Choose the first and the last day of the period.</Text>
      ) : null}
      {report.error ? (
        <Alert color="red" title="The report could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(report.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void report.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {data ? (
        <>
          <Text fw={500}>
            {data.first_day === data.last_day
              ? `${data.first_day} (Europe/London)`
              : `${data.first_day} to ${data.last_day} (Europe/London)`}
          </Text>
          {data.totals.services === 0 && data.totals.alarms === 0 && data.totals.incidents === 0 ? (
            <Alert color="gray" title="Nothing in this period">
              No service ran and nothing was raised in this period.
            </Alert>
          ) : null}
          <FigureCards totals={data.totals} />
          {data.routes.length > 0 ? <RouteChart routes={data.routes} /> : null}
          <FiguresTable
            caption="Per route"
            columns={ROUTE_COLUMNS}
            rows={data.routes}
            rowKey={(r) => r.Route_ID}
            empty="No service ran on any route."
          />
          <FiguresTable
            caption="Per vehicle"
            columns={VEHICLE_COLUMNS}
            rows={data.vehicles}
            rowKey={(v) => v.Vehicle_ID}
            empty="No vehicle."
          />
          <FiguresTable
            caption="Alarm handling"
            columns={ALARM_COLUMNS}
            rows={data.alarm_levels}
            rowKey={(l) => l.level}
            empty="No alarms."
          />
        </>
      ) : null}
    </Stack>
  );
}
