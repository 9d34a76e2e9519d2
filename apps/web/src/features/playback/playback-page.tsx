import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePlayback } from './api/load-playback.ts';
import { PlaybackForm } from './components/playback-form.tsx';
import {
  playbackLinkParams,
  readPlaybackLink,
  type PlaybackLink,
} from '../../components/playback/playback-link.ts';
import { PlaybackView } from './playback-view.tsx';

/** /operator/playback: choose vehicles and a range, load it, replay it. The URL holds it all. */
export function PlaybackPage() {
  const [params, setParams] = useSearchParams();
  const link = useMemo(() => readPlaybackLink(params), [params]);
  const tracks = usePlayback(link);

  const load = useCallback(
    (next: PlaybackLink) => setParams(playbackLinkParams(next)),
    [setParams],
  );
  const moveCursor = useCallback(
    (at: number) => {
      if (!link) return;
      setParams(playbackLinkParams({ ...link, at: new Date(at).toISOString() }), {
        replace: true,
      });
    },
    [link, setParams],
  );

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        Trip Playback
      </Title>
      <PlaybackForm key={link ? `${link.from}-${link.to}` : 'new'} link={link} onLoad={load} />
      {link === null ? (
        <Text c="dimmed">Choose the vehicles and a time range, then Load.</Text>
      ) : tracks.isPending ? (
        <Center h={200}>
          <Loader aria-label="Loading the recorded trips" />
        </Center>
      ) : tracks.isError ? (
        <Alert color="red" title="The playback could not be loaded">
          {tracks.error.message}
        </Alert>
      ) : tracks.data.length === 0 ? (
        <Alert color="gray" title="Nothing was recorded">
          No vehicle sent a position in this range. Choose another time or vehicle.
        </Alert>
      ) : (
        <PlaybackView
          key={`${link.from}-${link.to}-${String(link.vehicles)}`}
          items={tracks.data}
          link={link}
          onCursor={moveCursor}
        />
      )}
    </Stack>
  );
}
