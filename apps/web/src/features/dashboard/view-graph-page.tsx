import { Anchor, EmptyState, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@shuttle-ops/domain';
import { IconChartLine } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { useComparisonData } from './api/get-comparison-data.ts';
import { useFleetVehicles } from './api/get-fleet-vehicles.ts';
import { useMeasureNames } from './api/get-measure-names.ts';
import { ChartsPanel } from './components/charts-panel.tsx';
import { LiveStatus } from './components/live-status.tsx';
import { MeasurePicker } from './components/measure-picker.tsx';
import { useVehicleSnapshots } from './live/use-vehicle-snapshots.ts';
import { chartableMeasures, describeMeasures } from './model/chart-measures.ts';
import {
  DEFAULT_MEASURES,
  formatMeasures,
  parseMeasures,
  viewGraphPath,
} from './model/graph-params.ts';

const TITLE = 'Telemetry Graphs';

/**
 * Spec §2 /viewGraph/{vehicleId}?measures=SPEED,BATTERY_STATUS_LEVEL: several measures of a
 * vehicle compared over time (getMultipleMeasureNameValues), then live (onVehicleTelemetryData).
 */
export function ViewGraphPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const navigate = useNavigate();
  const rest = useParams()['*'] ?? '';
  const vehicleId = rest.split('/')[0] || null;
  const [search] = useSearchParams();
  const measuresParam = search.get('measures');
  const measures = useMemo(
    () => (measuresParam === null ? [...DEFAULT_MEASURES] : parseMeasures(measuresParam)),
    [measuresParam],
  );

  const vehicles = useFleetVehicles();
  const names = useMeasureNames(vehicleId);
  const offered = useMemo(() => chartableMeasures(names.data), [names.data]);
  const chosen = useMemo(() => describeMeasures(measures, offered), [measures, offered]);
  const history = useComparisonData(vehicleId, measures);
  const live = useVehicleSnapshots(vehicleId);
  const vehicle = vehicles.data?.find((item) => item.Vehicle_ID === vehicleId);

  const open = (id: string | null, next: readonly string[]) =>
    void navigate(
      id === null
        ? `${paths.viewGraph}?measures=${formatMeasures(next)}`
        : viewGraphPath(paths.viewGraph, id, next),
    );

  let content;
  if (vehicleId === null) {
    content = (
      <EmptyState
        icon={<IconChartLine size={32} aria-hidden />}
        withIndicatorBackground
        data-testid="empty-state"
      >
        <EmptyState.Title order={2}>Choose a vehicle</EmptyState.Title>
        <EmptyState.Description>
          Pick a vehicle and the measures to compare; the charts follow it live.
        </EmptyState.Description>
      </EmptyState>
    );
  } else if (vehicles.isSuccess && vehicle === undefined) {
    content = (
      <EmptyState withIndicatorBackground data-testid="empty-state">
        <EmptyState.Title order={2}>Vehicle not found</EmptyState.Title>
        <EmptyState.Description>This vehicle is not one of your vehicles.</EmptyState.Description>
      </EmptyState>
    );
  } else {
    content = (
      <section aria-labelledby="comparison-heading">
        <Title order={2} size="h4" id="comparison-heading" mb="xs">
          {vehicle?.name ?? 'Vehicle'}
        </Title>
        <ChartsPanel
          measures={chosen}
          rows={history.data ?? []}
          pending={history.isPending && measures.length > 0}
          error={history.error}
          snapshots={live.snapshots}
          syncKey={`compare-${vehicleId}`}
        />
      </section>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed" size="sm">
            Compare measures of a vehicle over time; new readings are drawn as they arrive.
          </Text>
        </div>
        {vehicleId !== null && <LiveStatus feed={live.feed} />}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          label="Vehicle"
          placeholder={vehicles.isPending ? 'Loading the vehicles…' : 'Choose a vehicle'}
          data={(vehicles.data ?? []).map((item) => ({ value: item.Vehicle_ID, label: item.name }))}
          value={vehicleId}
          onChange={(id) => open(id, measures)}
          searchable
          error={vehicles.error?.message}
        />
        <MeasurePicker
          offered={offered}
          value={measures}
          onChange={(next) => open(vehicleId, next)}
          loading={names.isPending && vehicleId !== null}
        />
      </SimpleGrid>
      {content}
      {vehicleId !== null && (
        <Anchor
          component={Link}
          to={`${paths.serviceDashboard}?vehicle=${encodeURIComponent(vehicleId)}`}
        >
          Show this vehicle on the service dashboard
        </Anchor>
      )}
    </Stack>
  );
}
