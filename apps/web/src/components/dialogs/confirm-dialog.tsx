import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, naming the object. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Red confirm button: the change cannot be undone. */
  danger?: boolean;
  /** A strong confirmation: the confirm button stays disabled until this text is typed. */
  typeToConfirm?: string;
}

/** Asks before a change that is hard or impossible to undo. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
  typeToConfirm,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const confirmed = typeToConfirm === undefined || typed.trim() === typeToConfirm.trim();
  const close = () => {
    if (busy) return;
    setTyped('');
    onCancel();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed || busy) return;
          setTyped('');
          onConfirm();
        }}
      >
        <Stack>
          <Text component="div" size="sm">
            {children}
          </Text>
          {typeToConfirm !== undefined && (
            <TextInput
              label={`Type “${typeToConfirm}” to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={danger ? 'red' : undefined}
              loading={busy}
              disabled={!confirmed}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
