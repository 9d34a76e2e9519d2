import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { TelemetryTemplate } from '@shuttle-ops/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useTemplateMutations } from '../api/templates-api.ts';

export interface CreateTemplateDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (template: TelemetryTemplate) => void;
}

/** Names a new dashboard (`POST telemetry-templates` with no components yet). */
export function CreateTemplateDialog({ opened, onClose, onCreated }: CreateTemplateDialogProps) {
  const { create } = useTemplateMutations();
  const [name, setName] = useState('');
  const [desc, setDesc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="New dashboard" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') {
            setError('Give the dashboard a name');
            return;
          }
          create.mutate(
            {
              template_name: name.trim(),
              template_desc: desc.trim(),
              template_data: { components: [] },
            },
            {
              onSuccess: (made) => {
                setName('');
                setDesc('');
                setError(null);
                onCreated(made);
              },
              onError: (failure) => setError(errorMessage(failure)),
            },
          );
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={120}
            required
            error={error}
            data-autofocus
          />
          <Textarea
            label="Description"
            value={desc}
            onChange={(event) => setDesc(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
