import type { ServiceContext } from '@shuttle-ops/domain';
import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useMeasureNames } from '../api/get-measure-names.ts';
import { useVehicleDataFor } from '../api/get-vehicle-data.ts';
import { useVehicleSnapshots } from '../live/use-vehicle-snapshots.ts';
import classes from '../dashboard.module.css';
import { chartableMeasures, describeMeasures, tableMeasures } from '../model/chart-measures.ts';
import type { FleetVehicle } from '../model/fleet-vehicle.ts';
import { serviceFacts } from '../model/service-format.ts';
import {
  formatAge,
  formatBattery,
  formatCode,
  formatOccupancy,
  formatSpeed,
} from '../model/vehicle-format.ts';
import { ChartsPanel } from './charts-panel.tsx';
import { LatestRowsTable } from './latest-rows-table.tsx';
import { MeasurePicker } from './measure-picker.tsx';
import { VehicleStatusBadges } from './vehicle-status-badges.tsx';

export interface VehicleDetailProps {
  vehicle: FleetVehicle;
  /** The vehicle's running service (route, next stop, delay, headway); null when none. */
  service?: ServiceContext | null;
  now: number;
  measures: readonly string[];
  onMeasuresChange: (measures: string[]) => void;
  tableMeasure: string;
  onTableMeasureChange: (measure: string) => void;
  /** The comparison screen for these measures; null when the user may not open it. */
  compareHref: string | null;
  onClose: () => void;
}

/** A vehicle's detail on the dashboard: its state, live charts and its latest readings. */
export function VehicleDetail({
  vehicle,
  service = null,
  now,
  measures,
  onMeasuresChange,
  tableMeasure,
  onTableMeasureChange,
  compareHref,
  onClose,
}: VehicleDetailProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const names = useMeasureNames(vehicle.id);
  const offered = useMemo(() => chartableMeasures(names.data), [names.data]);
  const chosen = useMemo(() => describeMeasures(measures, offered), [measures, offered]);
  const allMeasures = useMemo(() => tableMeasures(names.data), [names.data]);
  const history = useVehicleDataFor(vehicle.id, measures);
  const { snapshots } = useVehicleSnapshots(vehicle.id);

  // Opening a vehicle takes the keyboard to its detail.
  useEffect(() => {
    heading.current?.focus();
  }, [vehicle.id]);

  const facts: [string, string][] = [
    ...serviceFacts(service),
    ['Speed', formatSpeed(vehicle.speed)],
    ['Battery', formatBattery(vehicle.battery)],
    ['Occupancy', formatOccupancy(vehicle.passengers, vehicle.maxOccupancy)],
    ['Doors', formatCode(vehicle.doors)],
    ['Vehicle mode', formatCode(vehicle.vehicleMode)],
    ['Robot mode', formatCode(vehicle.robotMode)],
    ['Supervision', formatCode(vehicle.supervisionMode)],
    ['Service', formatCode(vehicle.serviceMode)],
  ];

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby="vehicle-detail-heading"
      data-testid="vehicle-detail"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Group gap="sm">
              <Title order={2} id="vehicle-detail-heading" ref={heading} tabIndex={-1}>
                {vehicle.name}
              </Title>
              <VehicleStatusBadges vehicle={vehicle} now={now} />
            </Group>
            <Text size="sm" c="dimmed">
              {formatAge(vehicle.seenAt, now)}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            {compareHref !== null && (
              <Button
                component={Link}
                to={compareHref}
                variant="light"
                leftSection={<IconChartLine size={18} aria-hidden />}
              >
                Compare measures
              </Button>
            )}
            <CloseButton aria-label="Close the vehicle detail" onClick={onClose} />
          </Group>
        </Group>
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="live-charts-heading">
          <Title order={3} id="live-charts-heading" mb="xs">
            Live charts
          </Title>
          <Stack gap="sm">
            <MeasurePicker
              offered={offered}
              value={measures}
              onChange={onMeasuresChange}
              loading={names.isPending}
            />
            <ChartsPanel
              measures={chosen}
              rows={history.rows}
              pending={history.pending}
              error={history.error}
              snapshots={snapshots}
              syncKey={`vehicle-${vehicle.id}`}
            />
          </Stack>
        </section>
        <LatestRowsTable
          vehicleId={vehicle.id}
          offered={allMeasures}
          measure={tableMeasure}
          onMeasureChange={onTableMeasureChange}
          snapshots={snapshots}
        />
      </Stack>
    </Paper>
  );
}
