import { Alert, Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { can } from '@shuttle-ops/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { useNow } from '../../lib/time/use-now.ts';
import { useControlVehicles } from './api/get-control-vehicles.ts';
import { CommandOutcomeList } from './components/command-outcome-list.tsx';
import { CommandPanel } from './components/command-panel.tsx';
import { LiveStatePanel } from './components/live-state-panel.tsx';
import { StopButton } from './components/stop-button.tsx';
import { useCommandOutcomes } from './live/use-command-outcomes.ts';
import { useControlVehicle } from './live/use-control-vehicle.ts';
import { MissionPanel } from './missions/mission-panel.tsx';
import classes from './remote-control.module.css';

const TITLE = 'Remote Operator';

/** Spec §2 /operator/control: one shuttle's live state, its commands and their outcomes. */
export function RemoteControlPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const { session } = useSession();
  const vehicles = useControlVehicles();
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const vehicleId = params.get('vehicle');
  const chosen = vehicles.data?.find((vehicle) => vehicle.Vehicle_ID === vehicleId) ?? null;
  const { state } = useControlVehicle(chosen);
  const { outcomes, issue } = useCommandOutcomes(chosen?.Vehicle_ID ?? null);
  const permitted = session !== null && can(session, 'remoteControl');

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
      <StopButton vehicleName={chosen?.name ?? null} onStop={() => issue('move/stop')} />
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
        data={(vehicles.data ?? []).map((vehicle) => ({
          value: vehicle.Vehicle_ID,
          label: vehicle.name,
        }))}
        value={chosen?.Vehicle_ID ?? null}
        onChange={choose}
        searchable
        maw={420}
        nothingFoundMessage="No vehicle of that name"
      />
      {chosen !== null && state !== null && (
        <div className={classes.layout}>
          <Card withBorder padding="md">
            <Stack gap="lg">
              <LiveStatePanel state={state} now={now} />
              <CommandPanel vehicleName={chosen.name} onCommand={issue} />
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <CommandOutcomeList outcomes={outcomes} />
          </Card>
          {/* Missions to stations of this vehicle (./missions/). */}
          <div className={classes.missionSlot} data-slot="missions">
            <MissionPanel vehicleId={chosen.Vehicle_ID} />
          </div>
        </div>
      )}
    </Stack>
  );
}
