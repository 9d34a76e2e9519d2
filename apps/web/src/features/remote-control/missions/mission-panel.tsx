import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MissionDraft } from '@shuttle-ops/domain';
import { lazy, useState } from 'react';
import { MapBoundary } from '../../../map/index.ts';
import { useMissionStack } from './api/get-mission-stack.ts';
import { useStations } from './api/get-stations.ts';
import { MissionError } from './components/mission-error.tsx';
import { MissionRequestForm } from './components/mission-request-form.tsx';
import { MissionStackList } from './components/mission-stack-list.tsx';
import { useMissionEvents } from './live/use-mission-events.ts';

const StationMap = lazy(async () => ({
  default: (await import('./components/station-map.tsx')).StationMap,
}));

const MAP_HEIGHT = 280;

export interface MissionPanelProps {
  vehicleId: string;
}

/**
 * One shuttle's missions to stations: its stack (under way and queued) with live lifecycle,
 * a request after a preview and a confirmation, cancel, and the map of the stations.
 */
export function MissionPanel({ vehicleId }: MissionPanelProps) {
  const stations = useStations();
  const stack = useMissionStack(vehicleId);
  const { latest, state } = useMissionEvents(vehicleId);
  const [stationId, setStationId] = useState<string | null>(null);
  const [draft, setDraft] = useState<MissionDraft | null>(null);
  const list = stations.data?.Items ?? [];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="missions-heading">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="missions-heading">
            Missions
          </Title>
          <Badge
            variant="dot"
            color={state === 'connected' ? 'green' : state === 'failed' ? 'red' : 'gray'}
          >
            {state === 'connected' ? 'Live' : state === 'failed' ? 'Not live' : 'Connecting'}
          </Badge>
        </Group>
        {stack.isLoading && <Loader size="sm" aria-label="Loading the missions" />}
        {stack.data?.ok === false && (
          <MissionError title="The missions could not be read" body={stack.data.body} />
        )}
        {stack.data?.ok === true && (
          <MissionStackList
            vehicleId={vehicleId}
            missions={stack.data.data.Items}
            latest={latest}
          />
        )}
        {stations.error !== null && (
          <Alert color="red" title="The stations could not be read">
            <Text size="sm">{stations.error.message}</Text>
          </Alert>
        )}
        <MissionRequestForm
          key={vehicleId}
          vehicleId={vehicleId}
          stations={list}
          stationId={stationId}
          onStationChange={setStationId}
          onDraft={setDraft}
        />
        {list.length > 0 && (
          <MapBoundary height={MAP_HEIGHT} fallbackHint="Pick the station from the list above.">
            <StationMap
              stations={list}
              selectedId={stationId}
              vehicle={draft?.from ?? null}
              height={MAP_HEIGHT}
            />
          </MapBoundary>
        )}
      </Stack>
    </Card>
  );
}
