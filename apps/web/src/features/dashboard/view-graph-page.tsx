import { Anchor, EmptyState, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@shuttle-ops/domain';
import { IconChartLine } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { formatDateTime } from '../../lib/format/format-date-time.ts';
import { useComparisonData } from './api/get-comparison-data.ts';
import { useFleetVehicles } from './api/get-fleet-vehicles.ts';
import { useMeasureNames } from './api/get-measure-names.ts';
import { ChartsPanel } from './components/charts-panel.tsx';
import { LiveStatus } from './components/live-status.tsx';
import { MeasurePicker } from './components/measure-picker.tsx';
import { TimeRangePicker } from './components/time-range-picker.tsx';
import { useVehicleSnapshots } from './live/use-vehicle-snapshots.ts';
import { chartableMeasures, describeMeasures } from './model/chart-measures.ts';
import {
  DEFAULT_MEASURES,
  formatMeasures,
  parseMeasures,
  viewGraphPath,
} from './model/graph-params.ts';
import type { SeriesWindow } from './model/measure-series.ts';
import {
  parseRange,
  RANGE_POINTS,
  rangeBounds,
  rangeParams,
  rangeSeconds,
  type TimeRange,
} from './model/time-range.ts';

/** What the charts show, in words. */
const rangeCaption = (range: TimeRange): string =>
  range.kind === 'preset'
    ? `Readings of ${range.title}, then each new one as it arrives.`
    : `Readings from ${formatDateTime(range.from)} to ${formatDateTime(range.to)} (London time).`;

const TITLE = 'Telemetry Graphs';
const NO_SNAPSHOTS: readonly never[] = [];

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
  const rangeParam = search.toString();
  const range = useMemo(() => parseRange(new URLSearchParams(rangeParam)), [rangeParam]);
  const measures = useMemo(
    () => (measuresParam === null ? [...DEFAULT_MEASURES] : parseMeasures(measuresParam)),
    [measuresParam],
  );

  const vehicles = useFleetVehicles();
  const names = useMeasureNames(vehicleId);
  const offered = useMemo(() => chartableMeasures(names.data), [names.data]);
  const chosen = useMemo(() => describeMeasures(measures, offered), [measures, offered]);
  const history = useComparisonData(vehicleId, measures, range);
  const live = useVehicleSnapshots(vehicleId);
  // The window is fixed when the history is read: a range back from now starts where that read
  // started (nothing is left out before the first read), and live readings are thinned to the
  // history's spacing.
  const readAt = history.dataUpdatedAt;
  const window = useMemo((): SeriesWindow => {
    const span = rangeSeconds(range);
    const from = Date.parse(rangeBounds(range, readAt).from) / 1000;
    return { from, step: span / RANGE_POINTS, capacity: RANGE_POINTS * 2 };
  }, [range, readAt]);
  const vehicle = vehicles.data?.find((item) => item.Vehicle_ID === vehicleId);

  const open = (id: string | null, next: readonly string[], nextRange: TimeRange = range) => {
    const path =
      id === null
        ? `${paths.viewGraph}?measures=${formatMeasures(next)}`
        : viewGraphPath(paths.viewGraph, id, next);
    const extra = new URLSearchParams(rangeParams(nextRange)).toString();
    void navigate(extra === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${extra}`);
  };

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
        <Title order={2} size="h4" id="comparison-heading">
          {vehicle?.name ?? 'Vehicle'}
        </Title>
        <Text c="dimmed" size="sm" mb="xs" data-testid="range-caption">
          {rangeCaption(range)}
        </Text>
        <ChartsPanel
          measures={chosen}
          rows={history.data ?? []}
          pending={history.isPending && measures.length > 0}
          error={history.error}
          snapshots={range.kind === 'preset' ? live.snapshots : NO_SNAPSHOTS}
          syncKey={`compare-${vehicleId}`}
          window={window}
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
      {vehicleId !== null && (
        <TimeRangePicker value={range} onChange={(next) => open(vehicleId, measures, next)} />
      )}
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
