import { Button, Group, Text } from '@mantine/core';
import { canAccess, paths, type Service } from '@shuttle-ops/domain';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { playbackHref } from '../../../components/playback/playback-link.ts';
import { useSession } from '../../../lib/auth/session-context.ts';

/**
 * The playback link of a service's trip: its vehicle from its start to its end (or now, while it
 * runs), at most the longest range a playback covers (docs/guide/playback.md, "Links").
 */
export function replayLink(service: Service, now: number): string | null {
  if (service.start_dt === null) return null;
  return playbackHref({
    vehicles: [service.Vehicle_ID],
    from: service.start_dt,
    to: service.end_dt ?? now,
  });
}

/** Opens trip playback on the service's vehicle and time; disabled before the service started. */
export function ReplayTrip({ service, now }: { service: Service; now: number }) {
  const { session } = useSession();
  const note = useId();
  const link = replayLink(service, now);
  const permitted = canAccess(session, paths.operatorPlayback);
  if (link !== null && permitted) {
    return (
      <Button
        component={Link}
        to={link}
        variant="default"
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
      >
        Replay trip
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        disabled
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        aria-describedby={note}
      >
        Replay trip
      </Button>
      <Text id={note} size="sm" c="dimmed">
        {permitted ? 'This service has not started.' : 'Trip playback is not open to your role.'}
      </Text>
    </Group>
  );
}
