import { Button, Group, Select, Text } from '@mantine/core';
import type { PublicBusStop } from '@shuttle-ops/domain';
import { IconCurrentLocation, IconStarFilled } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { stopTitle } from '../model/arrival-format.ts';
import { distanceText, nearestStop, type NearestStop } from '../model/nearest-stop.ts';
import { locateMessage } from './locate-message.ts';
import { useLocate, type Position } from './use-locate.ts';

export interface StopPickerProps {
  /** The public stops, in route order. */
  stops: readonly PublicBusStop[];
  chosen: PublicBusStop | null;
  favourites: readonly string[];
  onChoose: (stopId: string) => void;
  /** While the stops are being read. */
  disabled?: boolean;
}

/** Three ways to "my stop": type-ahead search, the nearest one (location, on request), a favourite. */
export function StopPicker({
  stops,
  chosen,
  favourites,
  onChoose,
  disabled = false,
}: StopPickerProps) {
  const options = useMemo(
    () => stops.map((stop) => ({ value: stop.BS_ID, label: stopTitle(stop) })),
    [stops],
  );
  const [nearest, setNearest] = useState<NearestStop | null>(null);
  const onFound = useCallback(
    (position: Position) => {
      const found = nearestStop(stops, position);
      setNearest(found);
      if (found !== null) onChoose(found.stop.BS_ID);
    },
    [stops, onChoose],
  );
  const { status, locate } = useLocate(onFound);
  const message =
    status === 'found'
      ? nearest === null
        ? 'There are no stops to choose from yet.'
        : `Nearest stop: ${stopTitle(nearest.stop)}, ${distanceText(nearest.metres)}.`
      : locateMessage(status);
  const favouriteStops = favourites
    .map((id) => stops.find((s) => s.BS_ID === id))
    .filter((s): s is PublicBusStop => s !== undefined);

  return (
    <div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Find a stop"
          placeholder="Type a stop name or code"
          data={options}
          value={chosen?.BS_ID ?? null}
          onChange={(value) => {
            if (value !== null) onChoose(value);
          }}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No stop has that name or code"
          size="md"
          style={{ flex: '1 1 14rem' }}
          disabled={disabled}
        />
        <Button
          variant="default"
          size="md"
          leftSection={<IconCurrentLocation size={20} aria-hidden />}
          onClick={locate}
          loading={status === 'locating'}
          disabled={disabled}
        >
          Nearest stop
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        “Nearest stop” asks for your location once; it stays on this device.
      </Text>
      <Text
        size="sm"
        mt={4}
        role="status"
        fw={status === 'refused' || status === 'failed' ? 600 : undefined}
        data-testid="locate-message"
      >
        {message}
      </Text>
      {favouriteStops.length > 0 && (
        <Group gap="xs" mt="xs" role="group" aria-label="Favourite stops">
          {favouriteStops.map((stop) => (
            <Button
              key={stop.BS_ID}
              size="sm"
              variant={chosen?.BS_ID === stop.BS_ID ? 'filled' : 'default'}
              leftSection={<IconStarFilled size={14} aria-hidden />}
              aria-current={chosen?.BS_ID === stop.BS_ID ? 'true' : undefined}
              onClick={() => onChoose(stop.BS_ID)}
            >
              {stopTitle(stop)}
            </Button>
          ))}
        </Group>
      )}
    </div>
  );
}
