import { Button, Group, Text } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import classes from '../remote-control.module.css';

export interface StopButtonProps {
  vehicleName: string | null;
  onStop: () => void;
}

/** Always in view, one click: a stop is never behind a confirmation. */
export function StopButton({ vehicleName, onStop }: StopButtonProps) {
  return (
    <Group className={classes.stopBar} justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {vehicleName === null
          ? 'Choose a vehicle to control it.'
          : `STOP brakes ${vehicleName} to a standstill at once and holds it there.`}
      </Text>
      <Button
        size="xl"
        color="#c92a2a"
        className={classes.stopButton}
        leftSection={<IconHandStop aria-hidden />}
        disabled={vehicleName === null}
        onClick={onStop}
        aria-label={vehicleName === null ? 'Stop' : `Stop ${vehicleName}`}
      >
        STOP
      </Button>
    </Group>
  );
}
