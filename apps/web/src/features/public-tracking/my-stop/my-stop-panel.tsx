import { Group, Loader, Paper, Text, Title } from '@mantine/core';
import type { PublicBusStop } from '@shuttle-ops/domain';
import { StopCard } from '../components/stop-card.tsx';
import type { StopArrivals } from '../model/stop-arrivals.ts';
import { StopPicker } from './stop-picker.tsx';
import type { ChosenStop } from './use-chosen-stop.ts';
import type { FavouriteStops } from './use-favourite-stops.ts';

export interface MyStopPanelProps {
  /** The public stops, in route order. */
  stops: readonly PublicBusStop[];
  arrivals: readonly StopArrivals[];
  chosen: ChosenStop;
  favourites: FavouriteStops;
  now: number;
  offline: boolean;
  /** The stops and arrivals are still being read: the panel shows at once, and says so. */
  loading?: boolean;
}

/** First on the page: the passenger's own stop and its next arrivals. */
export function MyStopPanel({
  stops,
  arrivals,
  chosen,
  favourites,
  now,
  offline,
  loading = false,
}: MyStopPanelProps) {
  const mine =
    chosen.stop === null ? undefined : arrivals.find((a) => a.stop.BS_ID === chosen.stop?.BS_ID);
  return (
    <Paper component="section" aria-labelledby="my-stop-title" withBorder p="md" radius="md">
      <Title order={2} size="h3" id="my-stop-title" mb="sm">
        Next arrivals at my stop
      </Title>
      <StopPicker
        stops={stops}
        chosen={chosen.stop}
        favourites={favourites.ids}
        onChoose={chosen.choose}
        disabled={loading}
      />
      <div data-testid="my-stop">
        {loading && chosen.saved ? null : mine === undefined ? (
          <Text size="md" mt="md">
            Choose your stop: search for it, find the nearest one, or star a stop to keep it as a
            favourite.
          </Text>
        ) : (
          <StopCard
            arrivals={mine}
            now={now}
            offline={offline}
            heading="h3"
            prominent
            favourite={favourites.isFavourite(mine.stop.BS_ID)}
            onToggleFavourite={() => favourites.toggle(mine.stop.BS_ID)}
          />
        )}
      </div>
      {loading && (
        <Group gap="xs" mt="md" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the shuttles…</Text>
        </Group>
      )}
    </Paper>
  );
}
