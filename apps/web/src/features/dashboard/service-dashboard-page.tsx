import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { canAccess, paths } from '@shuttle-ops/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { useNow } from '../../lib/time/use-now.ts';
import { MapBoundary } from '../../map/index.ts';
import { useBusStops } from './api/get-bus-stops.ts';
import { LiveStatus } from './components/live-status.tsx';
import { VehicleDetail } from './components/vehicle-detail.tsx';
import { VehicleList } from './components/vehicle-list.tsx';
import classes from './dashboard.module.css';
import { useLiveFleet } from './live/use-live-fleet.ts';
import { useOpenAlarms } from './live/use-open-alarms.ts';
import {
  DEFAULT_MEASURES,
  formatMeasures,
  parseMeasures,
  viewGraphPath,
} from './model/graph-params.ts';

// MapLibre (about 300 kB gzip) loads with the map, not with the console.
const FleetMap = lazy(async () => ({
  default: (await import('./components/fleet-map.tsx')).FleetMap,
}));

const TITLE = 'Service Dashboard';

/** Spec §2 /servicedashboard: the customer's vehicles live on a map and in a list. */
export function ServiceDashboardPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const fleet = useLiveFleet();
  const stops = useBusStops();
  const openAlarms = useOpenAlarms();
  const now = useNow();
  const wide = useMediaQuery('(min-width: 64em)', true);
  const { session } = useSession();
  const [params, setParams] = useSearchParams();

  const selectedId = params.get('vehicle');
  const measures = params.has('measures')
    ? parseMeasures(params.get('measures'))
    : [...DEFAULT_MEASURES];
  const tableMeasure = params.get('table') ?? measures[0] ?? 'SPEED';
  const selected = fleet.vehicles.find((vehicle) => vehicle.id === selectedId) ?? null;
  const canCompare = canAccess(session, paths.viewGraph);

  const update = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const select = (vehicleId: string) => update({ vehicle: vehicleId });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed" size="sm">
            Your vehicles, live: where they are, how they are doing and their latest alerts.
          </Text>
        </div>
        <LiveStatus feed={fleet.live} />
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
      <div className={classes.layout}>
        <section aria-labelledby="fleet-map-heading">
          <Title order={2} size="h4" id="fleet-map-heading" mb="xs">
            Map
          </Title>
          <MapBoundary
            height={wide ? 520 : 380}
            fallbackHint="The list of vehicles shows where each is and how it is doing."
          >
            <FleetMap
              vehicles={fleet.vehicles}
              stops={stops.data ?? []}
              now={now}
              selectedId={selectedId}
              onSelect={select}
              height={wide ? 520 : 380}
            />
          </MapBoundary>
        </section>
        <section aria-labelledby="fleet-list-heading">
          <Title order={2} size="h4" id="fleet-list-heading" mb="xs">
            Vehicles
          </Title>
          <div className={classes.listScroller}>
            <VehicleList
              vehicles={fleet.vehicles}
              loading={fleet.loading}
              now={now}
              selectedId={selectedId}
              onSelect={select}
              openAlarms={openAlarms}
              alarmsHref={(vehicleId) =>
                `${paths.realtimeAlerts}?vehicle_id=${encodeURIComponent(vehicleId)}`
              }
            />
          </div>
        </section>
      </div>
      {selected !== null && (
        <VehicleDetail
          vehicle={selected}
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
    </Stack>
  );
}
