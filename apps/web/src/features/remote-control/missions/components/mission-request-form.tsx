import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { MissionDraft, MissionStationWire } from '@shuttle-ops/domain';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useDraftMission } from '../api/draft-mission.ts';
import { useRequestMission } from '../api/request-mission.ts';
import { formatDistance, formatDuration } from '../model/mission-format.ts';
import { MissionError } from './mission-error.tsx';

export interface MissionRequestFormProps {
  vehicleId: string;
  stations: readonly MissionStationWire[];
  stationId: string | null;
  onStationChange: (stationId: string | null) => void;
  /** The preview of the picked station, for the map. */
  onDraft: (draft: MissionDraft | null) => void;
}

function DraftSummary({ draft }: { draft: MissionDraft }) {
  const queue =
    draft.would_be === 'active'
      ? 'The shuttle sets off at once.'
      : `It waits behind ${draft.missions_ahead} mission${draft.missions_ahead === 1 ? '' : 's'}.`;
  return (
    <Text size="sm" data-testid="mission-draft">
      {draft.distance_m === null
        ? 'The shuttle has not reported its position: no estimate.'
        : `${formatDistance(draft.distance_m)} away, ${formatDuration(draft.estimated_duration_s)} of driving.`}{' '}
      {queue}
    </Text>
  );
}

/** Pick a station, see the preview (nothing is sent), then request the mission after a confirmation. */
export function MissionRequestForm({
  vehicleId,
  stations,
  stationId,
  onStationChange,
  onDraft,
}: MissionRequestFormProps) {
  const draft = useDraftMission();
  const request = useRequestMission();
  const [confirming, setConfirming] = useState(false);
  const station = stations.find((s) => s.station_id === stationId) ?? null;
  const preview = draft.data?.ok === true ? draft.data.data : null;

  const pick = (id: string | null) => {
    onStationChange(id);
    request.reset();
    onDraft(null);
    if (id === null) {
      draft.reset();
      return;
    }
    draft.mutate(
      { vehicleId, stationId: id },
      { onSuccess: (answer) => onDraft(answer.ok ? answer.data : null) },
    );
  };
  const send = () => {
    setConfirming(false);
    if (station === null) return;
    request.mutate({ vehicleId, stationId: station.station_id });
  };

  return (
    <Stack gap="sm">
      <Select
        label="Station"
        placeholder="Choose a station"
        data={stations.map((s) => ({ value: s.station_id, label: s.name }))}
        value={stationId}
        onChange={pick}
        allowDeselect
      />
      {preview !== null && <DraftSummary draft={preview} />}
      {draft.data?.ok === false && <MissionError title="No preview" body={draft.data.body} />}
      <Group>
        <Button
          leftSection={<IconMapPin size={18} aria-hidden />}
          disabled={station === null || request.isPending}
          loading={request.isPending}
          onClick={() => setConfirming(true)}
        >
          Request mission
        </Button>
      </Group>
      {request.data?.ok === true && (
        <Text size="sm" c="green" role="status">
          {request.data.data.status === 'queued'
            ? `Mission to ${request.data.data.station_name} queued (number ${request.data.data.queue_position ?? ''}).`
            : `Mission to ${request.data.data.station_name} sent to the shuttle.`}
        </Text>
      )}
      {request.data?.ok === false && (
        <MissionError title="The mission was not requested" body={request.data.body} />
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={station === null ? '' : `Send the shuttle to ${station.name}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            The shuttle leaves its route service, drives to the station and stops there with its
            doors open; then it resumes its service.
          </Text>
          {preview !== null && <DraftSummary draft={preview} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={send} data-autofocus>
              Send now
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
