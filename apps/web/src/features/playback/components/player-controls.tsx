import { ActionIcon, Group, SegmentedControl, Slider, Text } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
} from '@tabler/icons-react';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import { PLAYBACK_SPEEDS, type PlaybackSpeed, type Player } from '../use-player.ts';

export interface PlayerControlsProps {
  player: Player;
  start: number;
  end: number;
}

/**
 * Play and pause, a step either way, the speed and a scrubber over the range. On a narrow screen
 * the scrubber and clock take a line of their own under the buttons.
 */
export function PlayerControls({ player, start, end }: PlayerControlsProps) {
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Group gap="sm" wrap="wrap" align="center">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Step back"
          onClick={() => player.step(-1)}
        >
          <IconPlayerTrackPrev size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          size="lg"
          aria-label={player.playing ? 'Pause' : 'Play'}
          onClick={player.toggle}
        >
          {player.playing ? (
            <IconPlayerPause size={18} aria-hidden />
          ) : (
            <IconPlayerPlay size={18} aria-hidden />
          )}
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Step forward"
          onClick={() => player.step(1)}
        >
          <IconPlayerTrackNext size={18} aria-hidden />
        </ActionIcon>
        <SegmentedControl
          size="xs"
          aria-label="Speed"
          value={String(player.speed)}
          onChange={(value) => player.setSpeed(Number(value) as PlaybackSpeed)}
          data={PLAYBACK_SPEEDS.map((speed) => ({ value: String(speed), label: `${speed}×` }))}
        />
      </Group>
      <Group gap="sm" wrap="nowrap" align="center" style={{ flex: '1 1 18rem', minWidth: '14rem' }}>
        <Slider
          style={{ flex: 1 }}
          min={start}
          max={end}
          step={1000}
          value={player.at}
          onChange={player.seek}
          label={(value) => formatSiteTime(value)}
          thumbLabel="Playback time"
        />
        <Text size="sm" ff="monospace" data-testid="playback-clock" aria-live="off">
          {formatSiteTime(player.at)}
        </Text>
      </Group>
    </Group>
  );
}
