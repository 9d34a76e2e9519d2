import { Badge, Tooltip } from '@mantine/core';
import { useSocketState } from '../../../lib/realtime/use-socket-state.ts';
import type { LiveFeed } from '../live/use-live-fleet.ts';

/** Whether the screen is live: the shared socket's state and the feed's last failure. */
export function LiveStatus({ feed }: { feed: LiveFeed }) {
  const socket = useSocketState();
  let label = 'Connecting…';
  // Filled, with white text at AA contrast in both colour schemes.
  let color = '#8a5a00';
  if (feed.state === 'failed') {
    label = `Live updates interrupted: ${feed.error?.message ?? 'Connection failed'}`;
    color = '#c92a2a';
  } else if (socket === 'ready' && feed.state === 'connected') {
    label = 'Live';
    color = '#267a37';
  } else if (socket === 'closed') {
    label = 'Offline';
    color = '#495057';
  }
  const details = feed.error?.details.join(' ') ?? '';
  const badge = (
    <Badge
      color={color}
      variant="filled"
      size="lg"
      role="status"
      data-testid="live-status"
      data-socket={socket}
      data-feed={feed.state}
      leftSection={<span aria-hidden>●</span>}
    >
      {label}
    </Badge>
  );
  return details === '' ? badge : <Tooltip label={details}>{badge}</Tooltip>;
}
