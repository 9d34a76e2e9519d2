import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { ALARM_MANAGEMENT } from '@shuttle-ops/domain';
import { useState } from 'react';
import { formatDuration } from '../model/alarm-format.ts';

/** Shelving times offered, in seconds (the server allows a minute to a day). */
export const SHELVE_DURATIONS = [15 * 60, 3600, 4 * 3600, 8 * 3600, ALARM_MANAGEMENT.shelveMaxS];

export interface ShelveDialogProps {
  opened: boolean;
  /** Names the alarm, e.g. "PER-101 of Harwell Shuttle 1". */
  subject: string;
  busy: boolean;
  onShelve: (durationS: number, reason: string) => void;
  onCancel: () => void;
}

/** Asks how long and why before an alarm is hidden (ISA-18.2 shelving: audited, back by itself). */
export function ShelveDialog({ opened, subject, busy, onShelve, onCancel }: ShelveDialogProps) {
  const [duration, setDuration] = useState(String(3600));
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title="Shelve the alarm"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed === '' || busy) return;
          onShelve(Number(duration), trimmed);
          setReason('');
        }}
      >
        <Stack>
          <Text size="sm">
            {subject} is hidden from the live list until the time is up, then it comes back by
            itself. Everyone sees who shelved it and why.
          </Text>
          <NativeSelect
            label="Shelve for"
            value={duration}
            data={SHELVE_DURATIONS.map((seconds) => ({
              value: String(seconds),
              label: formatDuration(seconds),
            }))}
            onChange={(event) => setDuration(event.currentTarget.value)}
          />
          <Textarea
            label="Reason"
            required
            maxLength={ALARM_MANAGEMENT.reasonMaxChars}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={trimmed === ''}>
              Shelve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
