import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * Trip playback (/operator/playback) is not built yet: the replay stays a disabled button that
 * says so, never a link to an empty screen.
 */
export function ReplayUnavailable() {
  const note = useId();
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
        Trip playback is not available yet.
      </Text>
    </Group>
  );
}
