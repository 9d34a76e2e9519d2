import { Badge, Group, Text } from '@mantine/core';
import { dataFreshness } from '@shuttle-ops/domain';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useNow } from '../../../lib/time/use-now.ts';

/** Dark enough for white text on a filled badge (WCAG AA). */
const ONLINE = '#267a37';
const OFFLINE = '#495057';

/** What the list knows of a vehicle's last message. */
export type LastSeen =
  { status: 'loading' } | { status: 'unknown' } | { status: 'known'; receivedAt: string | null };

/**
 * Online while the vehicle was heard from within the "silent" threshold of LIVE_STATE_THRESHOLDS
 * (30 s), offline otherwise; with the time it was last heard from, to the second.
 */
export function VehicleConnection({ lastSeen }: { lastSeen: LastSeen }) {
  const now = useNow(5_000);
  if (lastSeen.status === 'loading') {
    return (
      <Text size="sm" c="dimmed">
        Checking…
      </Text>
    );
  }
  if (lastSeen.status === 'unknown') {
    return (
      <Text size="sm" c="dimmed">
        Not known
      </Text>
    );
  }
  const { receivedAt } = lastSeen;
  const online = !dataFreshness(receivedAt, now).silent;
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color={online ? ONLINE : OFFLINE} variant="filled">
        {online ? 'Online' : 'Offline'}
      </Badge>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {receivedAt === null ? 'Never seen' : formatDateTime(receivedAt, { seconds: true })}
      </Text>
    </Group>
  );
}
