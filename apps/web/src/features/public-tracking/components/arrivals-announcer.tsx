import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { inMinutes } from '../model/arrival-format.ts';
import type { StopArrivals } from '../model/stop-arrivals.ts';

export interface ArrivalsAnnouncerProps {
  arrivals: readonly StopArrivals[];
  now: number;
  /** The first data is in: what is due then is on screen already and not announced. */
  ready: boolean;
}

interface Held {
  signature: string;
  seen: readonly string[];
  message: string;
  ready: boolean;
}

/** Remembers this many announced arrivals, so one that flickers is not announced twice. */
const MEMORY = 200;

/**
 * Tells screen-reader users, politely, when a shuttle becomes due at a stop: once per arrival,
 * several at once in one sentence; minutes ticking down are left to the list.
 */
export function ArrivalsAnnouncer({ arrivals, now, ready }: ArrivalsAnnouncerProps) {
  const due = arrivals.flatMap(({ stop, next }) =>
    next
      .filter((arrival) => inMinutes(arrival.at, now) === 'due')
      .map((arrival) => ({
        key: `${arrival.serviceId}:${arrival.stopNo}`,
        text: `${arrival.vehicleName} is due at ${stop.name}.`,
      })),
  );
  const signature = due.map((d) => d.key).join(',');
  const [held, setHeld] = useState<Held>({ signature: '', seen: [], message: '', ready: false });

  // Adjusted while rendering (not in an effect) when what is due changes.
  if (signature !== held.signature || ready !== held.ready) {
    const fresh = due.filter((d) => !held.seen.includes(d.key));
    setHeld({
      signature,
      seen: [...held.seen, ...fresh.map((d) => d.key)].slice(-MEMORY),
      message:
        held.ready && ready && fresh.length > 0 ? fresh.map((d) => d.text).join(' ') : held.message,
      ready,
    });
  }

  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="arrivals-announcer">
      {held.message}
    </VisuallyHidden>
  );
}
