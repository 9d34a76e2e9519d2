import { useCallback, useEffect, useState } from 'react';

/** Playback speeds offered, times real time. */
export const PLAYBACK_SPEEDS = [1, 2, 5, 10, 30, 60] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** How often the cursor moves while playing, ms of wall time. */
const TICK_MS = 100;

export interface Player {
  at: number;
  playing: boolean;
  speed: PlaybackSpeed;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  seek: (at: number) => void;
  step: (direction: 1 | -1) => void;
  setSpeed: (speed: PlaybackSpeed) => void;
}

/**
 * The playback clock over [start, end]: moves the cursor by `speed` times the wall time while
 * playing, stops at the end; a step moves one second (times the speed). The owner is keyed by
 * the range, so a new range starts a new clock.
 */
export function usePlayer(start: number, end: number, initial: number | null): Player {
  const [at, setAt] = useState(() => clamp(initial ?? start, start, end));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setAt((current) => {
        const next = Math.min(current + elapsed * speed, end);
        if (next >= end) setPlaying(false);
        return next;
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, speed, end]);

  const seek = useCallback((to: number) => setAt(clamp(to, start, end)), [start, end]);
  const step = useCallback(
    (direction: 1 | -1) =>
      setAt((current) => clamp(current + direction * 1000 * speed, start, end)),
    [speed, start, end],
  );
  const play = useCallback(() => {
    setAt((current) => (current >= end ? start : current));
    setPlaying(true);
  }, [start, end]);
  const pause = useCallback(() => setPlaying(false), []);
  const toggle = useCallback(() => (playing ? pause() : play()), [playing, pause, play]);

  return { at, playing, speed, play, pause, toggle, seek, step, setSpeed };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
