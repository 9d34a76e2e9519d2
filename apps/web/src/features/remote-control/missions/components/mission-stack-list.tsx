import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FleetMissionEvent, Mission } from '@shuttle-ops/domain';
import { useState } from 'react';
import { useCancelMission } from '../api/cancel-mission.ts';
import {
  formatDistance,
  formatSiteClock,
  LIFECYCLE_COLORS,
  LIFECYCLE_LABELS,
} from '../model/mission-format.ts';
import { MissionError } from './mission-error.tsx';

export interface MissionStackListProps {
  vehicleId: string;
  missions: readonly Mission[];
  /** The latest live event of each mission, newer than the list when it has moved on. */
  latest: ReadonlyMap<string, FleetMissionEvent>;
}

function MissionRow({
  mission,
  event,
  onCancel,
}: {
  mission: Mission;
  event: FleetMissionEvent | undefined;
  onCancel: () => void;
}) {
  const lifecycle = event?.lifecycle ?? mission.lifecycle;
  const eta = event?.data.eta ?? mission.eta;
  const remaining = event?.data.remaining_m ?? mission.remaining_m;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="mission-row">
      <Stack gap={2}>
        <Text fw={600}>{mission.station_name}</Text>
        <Group gap="xs">
          <Badge variant="light" color={mission.status === 'active' ? 'blue' : 'gray'}>
            {mission.status === 'active' ? 'Under way' : `Queued ${mission.queue_position ?? ''}`}
          </Badge>
          <Badge variant="outline" color={LIFECYCLE_COLORS[lifecycle]}>
            {LIFECYCLE_LABELS[lifecycle]}
          </Badge>
          {lifecycle === 'in_progress' && eta !== null && (
            <Text size="sm" c="dimmed">
              Arrives about {formatSiteClock(eta)}
              {remaining !== null ? `, ${formatDistance(remaining)} to go` : ''}
            </Text>
          )}
        </Group>
      </Stack>
      <Button variant="default" color="red" size="xs" onClick={onCancel}>
        Cancel mission
      </Button>
    </Group>
  );
}

/** The vehicle's mission under way and those queued behind it, each cancellable after a confirmation. */
export function MissionStackList({ vehicleId, missions, latest }: MissionStackListProps) {
  const cancel = useCancelMission();
  const [asked, setAsked] = useState<Mission | null>(null);
  const confirm = () => {
    if (asked !== null) cancel.mutate({ vehicleId, missionId: asked.mission_id });
    setAsked(null);
  };
  return (
    <Stack gap="sm">
      {missions.length === 0 && (
        <Text size="sm" c="dimmed">
          No mission under way or queued.
        </Text>
      )}
      {missions.map((mission) => (
        <MissionRow
          key={mission.mission_id}
          mission={mission}
          event={latest.get(mission.mission_id)}
          onCancel={() => setAsked(mission)}
        />
      ))}
      {cancel.data?.ok === false && (
        <MissionError title="The mission was not cancelled" body={cancel.data.body} />
      )}
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked === null ? '' : `Cancel the mission to ${asked.station_name}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {asked?.status === 'active'
              ? 'The shuttle stops driving to the station and resumes its route service.'
              : 'The mission leaves the queue; the shuttle never gets it.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsked(null)}>
              Keep it
            </Button>
            <Button color="red" onClick={confirm} data-autofocus>
              Cancel mission now
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
