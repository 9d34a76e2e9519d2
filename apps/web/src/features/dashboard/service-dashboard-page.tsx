import { ActionIcon, Alert, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { useComputedColorScheme } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { canAccess, loopHeadways, paths } from '@shuttle-ops/domain';
import { IconAlertTriangle, IconMaximize } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { useNow } from '../../lib/time/use-now.ts';
import { useBusStops } from './api/get-bus-stops.ts';
import { useHeadwayThresholds } from './api/get-headway-thresholds.ts';
import { DashboardWorkspace } from './components/dashboard-workspace.tsx';
import { LiveStatus } from './components/live-status.tsx';
import { LoopHeadwaysPanel } from './components/loop-ring.tsx';
import { VehicleDetail } from './components/vehicle-detail.tsx';
import { WallView } from './components/wall-view.tsx';
import classes from './dashboard.module.css';
import { useLiveFleet } from './live/use-live-fleet.ts';
import { useLiveServiceContexts } from './live/use-live-service-contexts.ts';
import { useOpenAlarms } from './live/use-open-alarms.ts';
import {
  dashboardRows,
  filterCounts,
  parseFilter,
  parseSort,
  visibleRows,
} from './model/dashboard-rows.ts';
import {
  DEFAULT_MEASURES,
  formatMeasures,
  parseMeasures,
  viewGraphPath,
} from './model/graph-params.ts';
import { useWallMode } from './wall/use-wall-mode.ts';

const TITLE = 'Service Dashboard';

const alarmsHref = (vehicleId: string) =>
  `${paths.realtimeAlerts}?vehicle_id=${encodeURIComponent(vehicleId)}`;

/**
 * Spec §2 /servicedashboard: the customer's vehicles live on a map that fills the screen and in a
 * dense list with their service (route, next stop, ETA, delay, headway), then the spacing of the
 * shuttles on each loop; `?wall=1` shows it on a control-room display.
 */
export function ServiceDashboardPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const fleet = useLiveFleet();
  const services = useLiveServiceContexts();
  const stops = useBusStops();
  const openAlarms = useOpenAlarms();
  const now = useNow();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const { session } = useSession();
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  const setWall = useCallback((on: boolean) => update({ wall: on ? '1' : null }), [update]);
  const wall = useWallMode(params.get('wall') === '1', setWall);

  const selectedId = params.get('vehicle');
  const filter = parseFilter(params.get('filter'));
  const sort = parseSort(params.get('sort'));
  const listOpen = params.get('list') !== 'hidden';
  const measures = params.has('measures')
    ? parseMeasures(params.get('measures'))
    : [...DEFAULT_MEASURES];
  const tableMeasure = params.get('table') ?? measures[0] ?? 'SPEED';
  const selected = fleet.vehicles.find((vehicle) => vehicle.id === selectedId) ?? null;
  const canCompare = canAccess(session, paths.viewGraph);

  const rows = useMemo(
    () => dashboardRows(fleet.vehicles, services.byVehicle, openAlarms, now),
    [fleet.vehicles, services.byVehicle, openAlarms, now],
  );
  const counts = useMemo(() => filterCounts(rows), [rows]);
  const thresholds = useHeadwayThresholds();
  const loops = useMemo(
    () => loopHeadways([...services.byVehicle.values()], thresholds),
    [services.byVehicle, thresholds],
  );
  const shown = useMemo(() => visibleRows(rows, filter, sort), [rows, filter, sort]);

  const select = (vehicleId: string) => update({ vehicle: vehicleId });
  const workspace = (
    <DashboardWorkspace
      vehicles={fleet.vehicles}
      rows={shown}
      counts={counts}
      stops={stops.data ?? []}
      loading={fleet.loading}
      now={now}
      selectedId={selectedId}
      onSelect={select}
      filter={filter}
      onFilterChange={(next) => update({ filter: next === 'all' ? null : next })}
      sort={sort}
      onSortChange={(next) => update({ sort: next === 'name' ? null : next })}
      listOpen={wall.on || listOpen}
      onListOpenChange={(open) => update({ list: open ? null : 'hidden' })}
      alarmsHref={openAlarms === null ? undefined : alarmsHref}
      basemap={scheme}
      wall={wall.on}
    />
  );

  if (wall.on) {
    return (
      <WallView
        title={TITLE}
        now={now}
        counts={counts}
        filter={filter}
        live={<LiveStatus feed={fleet.live} />}
        onLeave={wall.leave}
      >
        {workspace}
      </WallView>
    );
  }

  return (
    <div className={classes.page}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap" className={classes.topBar}>
        <Group gap="sm" align="baseline" wrap="wrap">
          <Title order={1} size="h3">
            {TITLE}
          </Title>
          <Text c="dimmed" size="sm" visibleFrom="md">
            Your vehicles live: where they are, their service and how they are doing.
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LiveStatus feed={fleet.live} />
          <Tooltip label="Full screen in large type for a control-room display (Esc leaves)">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={wall.enter}
              aria-label="Wall mode"
              data-testid="enter-wall"
            >
              <IconMaximize size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {fleet.error !== null && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="The vehicles could not be read"
        >
          <Text size="sm" mb="xs">
            {fleet.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={fleet.retry}>
            Try again
          </Button>
        </Alert>
      )}
      {services.error !== null && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="service-error">
          The services could not be read, so routes, next stops and delays are missing:{' '}
          {services.error.message}
        </Alert>
      )}
      {workspace}
      <LoopHeadwaysPanel loops={loops} />
      {selected !== null && (
        <VehicleDetail
          vehicle={selected}
          service={services.byVehicle.get(selected.id) ?? null}
          now={now}
          measures={measures}
          onMeasuresChange={(next) => update({ measures: formatMeasures(next) })}
          tableMeasure={tableMeasure}
          onTableMeasureChange={(measure) => update({ table: measure })}
          compareHref={canCompare ? viewGraphPath(paths.viewGraph, selected.id, measures) : null}
          onClose={() => update({ vehicle: null, measures: null, table: null })}
        />
      )}
      {selectedId !== null && selected === null && !fleet.loading && (
        <Alert color="orange" title="Vehicle not found">
          The vehicle in the address is not one of your vehicles.
        </Alert>
      )}
    </div>
  );
}
