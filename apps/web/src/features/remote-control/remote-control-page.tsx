import { Alert, Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { can } from '@shuttle-ops/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ReportIncidentButton } from '../../components/incidents/report-incident-button.tsx';
import { APP_TITLE } from '../../config/env.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { useNow } from '../../lib/time/use-now.ts';
import { MapBoundary } from '../../map/index.ts';
import { useActiveServices } from './api/get-active-services.ts';
import { useControlVehicles } from './api/get-control-vehicles.ts';
import { CommandOutcomeList } from './components/command-outcome-list.tsx';
import { CommandPanel } from './components/command-panel.tsx';
import { FleetList } from './components/fleet-list.tsx';
import { LiveStatePanel } from './components/live-state-panel.tsx';
import { StopButton } from './components/stop-button.tsx';
import { useCommandOutcomes } from './live/use-command-outcomes.ts';
import { useControlFleet } from './live/use-control-fleet.ts';
import { MissionPanel } from './missions/mission-panel.tsx';
import { fleetRows } from './model/fleet-rows.ts';
import classes from './remote-control.module.css';

// MapLibre is large: loaded only when the map is shown.
const ControlMap = lazy(async () => ({
  default: (await import('./components/control-map.tsx')).ControlMap,
}));

const TITLE = 'Remote Operator';
const MAP_HEIGHT = 320;

/**
 * Spec §2 /operator/control: the controlled shuttle's live state, commands and outcomes, a map
 * of where it is, and the fleet with a one-click STOP for every shuttle.
 */
export function RemoteControlPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const { session } = useSession();
  const vehicles = useControlVehicles();
  const services = useActiveServices();
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const { states } = useControlFleet(vehicles.data);
  const { outcomes, issue } = useCommandOutcomes();
  const vehicleId = params.get('vehicle');
  const chosen = states.find((vehicle) => vehicle.Vehicle_ID === vehicleId) ?? null;
  const chosenId = chosen?.Vehicle_ID ?? null;
  const service = services.data?.find((item) => item.Vehicle_ID === chosenId) ?? null;
  const permitted = session !== null && can(session, 'remoteControl');
  const rows = useMemo(() => fleetRows(states, outcomes), [states, outcomes]);
  const chosenOutcomes = useMemo(
    () => outcomes.filter((outcome) => outcome.vehicleId === chosenId),
    [outcomes, chosenId],
  );

  const choose = (id: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('vehicle');
      else next.set('vehicle', id);
      return next;
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{TITLE}</Title>
        <Text c="dimmed" size="sm">
          Stop, start and open or close the doors of a shuttle from afar. Every command is checked
          against the shuttle&apos;s live state, confirmed by the shuttle and recorded.
        </Text>
      </div>
      <StopButton
        vehicleName={chosen?.name ?? null}
        onStop={() => {
          if (chosenId !== null) issue('move/stop', chosenId);
        }}
      />
      {!permitted && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="Read only">
          Only remote operators and administrators of the platform owner may send commands; the
          server refuses yours.
        </Alert>
      )}
      {vehicles.error !== null && (
        <Alert color="red" title="The vehicles could not be read">
          <Text size="sm" mb="xs">
            {vehicles.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void vehicles.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      <Select
        label="Vehicle"
        placeholder={vehicles.isLoading ? 'Loading vehicles…' : 'Choose a vehicle'}
        data={states.map((vehicle) => ({ value: vehicle.Vehicle_ID, label: vehicle.name }))}
        value={chosenId}
        onChange={choose}
        searchable
        maw={420}
        nothingFoundMessage="No vehicle of that name"
      />
      <div className={classes.layout}>
        {chosen !== null && (
          <Card withBorder padding="md">
            <Stack gap="lg">
              <LiveStatePanel state={chosen} now={now} />
              <CommandPanel
                vehicleName={chosen.name}
                onCommand={(command) => issue(command, chosen.Vehicle_ID)}
              />
              <ReportIncidentButton
                size="md"
                context={{
                  vehicleId: chosen.Vehicle_ID,
                  vehicleName: chosen.name,
                  serviceId: service?.Service_ID ?? null,
                  routeId: service?.Route_ID ?? null,
                  routeName: service?.routeName ?? null,
                  position:
                    chosen.lat === null || chosen.lon === null
                      ? null
                      : { lat: chosen.lat, lon: chosen.lon },
                }}
              />
            </Stack>
          </Card>
        )}
        <Card withBorder padding="md">
          <section aria-labelledby="map-heading">
            <Title order={2} size="h4" id="map-heading" mb="xs">
              Map
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {chosen === null
                ? 'Every shuttle that reports its position. Choose one to control it.'
                : service === null
                  ? `${chosen.name} (red) runs no service now; the other shuttles in grey.`
                  : `${chosen.name} (red) on ${service.routeName} with its stops; the other shuttles in grey.`}
            </Text>
            <MapBoundary
              height={MAP_HEIGHT}
              fallbackHint="The fleet list and the live state give every shuttle's state."
            >
              <ControlMap
                vehicles={states}
                controlledId={chosenId}
                service={service}
                height={MAP_HEIGHT}
              />
            </MapBoundary>
          </section>
        </Card>
        <Card withBorder padding="md">
          <FleetList
            rows={rows}
            controlledId={chosenId}
            now={now}
            loading={vehicles.isLoading}
            onControl={choose}
            onStop={(id) => issue('move/stop', id)}
          />
        </Card>
        {chosen !== null && (
          <Card withBorder padding="md">
            <CommandOutcomeList outcomes={chosenOutcomes} />
          </Card>
        )}
      </div>
      {chosen !== null && (
        // Missions to stations of this vehicle (./missions/).
        <div className={classes.missionSlot} data-slot="missions">
          <MissionPanel vehicleId={chosen.Vehicle_ID} />
        </div>
      )}
    </Stack>
  );
}
