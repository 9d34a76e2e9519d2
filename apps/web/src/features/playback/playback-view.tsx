import { Button, Chip, Grid, Group, Stack, Switch } from '@mantine/core';
import type { PlaybackItem } from '@shuttle-ops/domain';
import { IconDownload } from '@tabler/icons-react';
import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { MapBoundary } from '../../map/index.ts';
import { EventTimeline, type TimelineMark } from './components/event-timeline.tsx';
import { MeasureChartPanel } from './components/measure-chart-panel.tsx';
import { MeasuresPanel } from './components/measures-panel.tsx';
import { PlayerControls } from './components/player-controls.tsx';
import { playbackCsv } from './model/playback-csv.ts';
import { playbackGpx } from './model/playback-gpx.ts';
import type { PlaybackLink } from '../../components/playback/playback-link.ts';
import { positionAt, trailAt } from './model/track-position.ts';
import { usePlayerKeys } from './use-player-keys.ts';
import { usePlayer } from './use-player.ts';

const PlaybackMap = lazy(async () => ({
  default: (await import('./components/playback-map.tsx')).PlaybackMap,
}));

const MAP_HEIGHT = 460;
/** How much of the path behind each vehicle the map draws. */
const TRAIL_MS = 60_000;

export interface PlaybackViewProps {
  items: readonly PlaybackItem[];
  link: PlaybackLink;
  /** The cursor where the player rests (paused or after a jump), for the shareable link. */
  onCursor: (at: number) => void;
}

function download(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** The loaded tracks: the map at the cursor, the controls, the event marks and the measures. */
export function PlaybackView({ items, link, onCursor }: PlaybackViewProps) {
  const start = Date.parse(link.from);
  const end = Date.parse(link.to);
  // Without a time in the link, start where the first vehicle was recorded, not on an empty map.
  const firstRecorded = Math.min(
    ...items.map((item) => (item.samples[0] ? Date.parse(item.samples[0].t) : end)),
  );
  const player = usePlayer(start, end, link.at === null ? firstRecorded : Date.parse(link.at));
  const [selectedId, setSelectedId] = useState(items[0]?.Vehicle_ID ?? null);
  const [follow, setFollow] = useState(false);
  const stopFollowing = useCallback(() => setFollow(false), []);
  const [measure, setMeasure] = useState('SPEED');
  usePlayerKeys(player);

  const resting = player.playing ? null : Math.round(player.at);
  useEffect(() => {
    if (resting !== null) onCursor(resting);
  }, [resting, onCursor]);

  const extent = useMemo(
    () => items.flatMap((item) => item.samples.map((s): [number, number] => [s.lon, s.lat])),
    [items],
  );
  const marks = useMemo(
    () =>
      items
        .flatMap((item) =>
          item.events.map((e): TimelineMark => ({
            at: Date.parse(e.t),
            kind: e.kind,
            label: e.label,
            vehicle: item.name,
          })),
        )
        .sort((a, b) => a.at - b.at),
    [items],
  );
  const vehicles = items.flatMap((item) => {
    const here = positionAt(item.samples, player.at);
    if (!here) return [];
    return [
      {
        id: item.Vehicle_ID,
        name: item.name,
        lat: here.lat,
        lon: here.lon,
        heading: here.heading,
        trail: trailAt(item.samples, player.at, TRAIL_MS),
      },
    ];
  });
  const selected = items.find((item) => item.Vehicle_ID === selectedId) ?? null;
  const jump = (at: number) => {
    player.pause();
    player.seek(at);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {/* Chips wrap onto more lines on a narrow screen; each is a radio of one group. */}
        <Chip.Group value={selectedId ?? ''} onChange={setSelectedId}>
          <Group gap="xs" role="radiogroup" aria-label="Selected vehicle">
            {items.map((item) => (
              <Chip key={item.Vehicle_ID} value={item.Vehicle_ID} size="sm">
                {item.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group gap="sm">
          <Switch
            label="Follow vehicle"
            description="The map keeps the selected vehicle in its centre"
            checked={follow}
            onChange={(event) => setFollow(event.currentTarget.checked)}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(playbackCsv(items), 'playback.csv', 'text/csv')}
          >
            Export CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              download(playbackGpx(items, link), 'playback.gpx', 'application/gpx+xml')
            }
          >
            Export GPX
          </Button>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <MapBoundary height={MAP_HEIGHT} fallbackHint="The measures beside it follow the cursor.">
            <PlaybackMap
              vehicles={vehicles}
              selectedId={selectedId}
              extent={extent}
              height={MAP_HEIGHT}
              follow={follow}
              onStopFollowing={stopFollowing}
            />
          </MapBoundary>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MeasuresPanel
            vehicle={selected?.name ?? null}
            position={selected ? positionAt(selected.samples, player.at) : null}
          />
        </Grid.Col>
      </Grid>
      <PlayerControls player={player} start={start} end={end} />
      <EventTimeline start={start} end={end} cursor={player.at} marks={marks} onJump={jump} />
      <MeasureChartPanel
        item={selected}
        measure={measure}
        onMeasure={setMeasure}
        cursor={player.at}
        start={start}
        end={end}
      />
    </Stack>
  );
}
