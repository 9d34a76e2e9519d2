import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { REMOTE_COMMAND_LABELS } from '@shuttle-ops/domain';
import type { RemoteCommandName } from '@shuttle-ops/domain';
import { IconDoor, IconDoorExit, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';

export interface CommandPanelProps {
  vehicleName: string;
  onCommand: (command: RemoteCommandName) => void;
}

const CONFIRMED: readonly {
  command: Exclude<RemoteCommandName, 'move/stop'>;
  icon: typeof IconDoor;
  warning: string;
}[] = [
  {
    command: 'move/start',
    icon: IconPlayerPlay,
    warning: 'The shuttle resumes its route. Make sure its path is clear and its doors are closed.',
  },
  {
    command: 'door/open',
    icon: IconDoor,
    warning: 'The doors open. The shuttle must be standing still.',
  },
  {
    command: 'door/close',
    icon: IconDoorExit,
    warning: 'The doors close. Make sure nobody stands in the doorway.',
  },
];

/** The commands that change what the shuttle does, each behind a confirmation. */
export function CommandPanel({ vehicleName, onCommand }: CommandPanelProps) {
  const [asked, setAsked] = useState<(typeof CONFIRMED)[number] | null>(null);
  const confirm = () => {
    if (asked !== null) onCommand(asked.command);
    setAsked(null);
  };
  return (
    <section aria-labelledby="commands-heading">
      <Title order={2} size="h4" id="commands-heading" mb="xs">
        Commands
      </Title>
      <Group gap="sm">
        {CONFIRMED.map((entry) => (
          <Button
            key={entry.command}
            variant="default"
            leftSection={<entry.icon size={18} aria-hidden />}
            onClick={() => setAsked(entry)}
          >
            {REMOTE_COMMAND_LABELS[entry.command]}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked === null ? '' : `${REMOTE_COMMAND_LABELS[asked.command]}: ${vehicleName}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{asked?.warning}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsked(null)}>
              Cancel
            </Button>
            <Button onClick={confirm} data-autofocus>
              {asked === null ? 'Send' : `${REMOTE_COMMAND_LABELS[asked.command]} now`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
