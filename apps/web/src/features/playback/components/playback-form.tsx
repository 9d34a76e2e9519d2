import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useVehicleOptions } from '../../../lib/api/vehicle-options.ts';
import { fromSiteLocal, toSiteLocal } from '../../../lib/time/site-local-time.ts';
import type { PlaybackLink } from '../../../components/playback/playback-link.ts';

export interface PlaybackFormProps {
  link: PlaybackLink | null;
  onLoad: (link: PlaybackLink) => void;
}

const ALL = 'all';
const HOUR_MS = 60 * 60 * 1000;

/** Which vehicles and which range (Europe/London wall-clock times) to replay. */
export function PlaybackForm({ link, onLoad }: PlaybackFormProps) {
  const vehicles = useVehicleOptions(undefined);
  const [vehicle, setVehicle] = useState<string>(
    link && link.vehicles !== 'all' ? (link.vehicles[0] ?? ALL) : ALL,
  );
  const [from, setFrom] = useState(() =>
    toSiteLocal(link?.from ?? new Date(Date.now() - HOUR_MS).toISOString()),
  );
  const [to, setTo] = useState(() => toSiteLocal(link?.to ?? new Date().toISOString()));
  const start = fromSiteLocal(from);
  const end = fromSiteLocal(to);
  const reversed = !!start && !!end && end <= start;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start || !end || reversed) return;
    onLoad({ vehicles: vehicle === ALL ? 'all' : [vehicle], from: start, to: end, at: null });
  };

  return (
    <form onSubmit={submit} aria-label="Playback range">
      <Group align="flex-end" gap="sm">
        <Select
          label="Vehicles"
          data={[{ value: ALL, label: 'All vehicles' }, ...(vehicles.data ?? [])]}
          value={vehicle}
          onChange={(value) => setVehicle(value ?? ALL)}
          allowDeselect={false}
          w={220}
        />
        <TextInput
          label="From (Europe/London)"
          type="datetime-local"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={start === null ? 'Enter a date and time' : undefined}
        />
        <TextInput
          label="To (Europe/London)"
          type="datetime-local"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={
            end === null
              ? 'Enter a date and time'
              : reversed
                ? 'The end must be after the start'
                : undefined
          }
        />
        <Button type="submit" disabled={!start || !end || reversed}>
          Load
        </Button>
      </Group>
    </form>
  );
}
