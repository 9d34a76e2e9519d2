import { Alert, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { londonDay } from '@shuttle-ops/domain';
import { IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useAnonymizeChecklists } from '../api/anonymize-checklists.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "27 Nov 2026" for a YYYY-MM-DD day. */
function readableDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * "Anonymize older than…" (admins and customer admins): removes the operator and the signature
 * from every checklist completed before a London day, once confirmed; tells how many changed.
 */
export function AnonymizePanel({ customerId }: { customerId: string | undefined }) {
  const today = londonDay(new Date());
  const [day, setDay] = useState('');
  const [asking, setAsking] = useState(false);
  const anonymize = useAnonymizeChecklists(customerId);
  const valid = DAY.test(day) && day <= today;

  const confirm = () => {
    anonymize.mutate(day, { onSettled: () => setAsking(false) });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="anonymize-title">
      <Title order={2} size="h4" id="anonymize-title" mb="xs">
        Anonymize older checklists
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="Completed before"
          description="The start of this day, Europe/London"
          value={day}
          max={today}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={DAY.test(day) && day > today ? 'Not after today' : undefined}
          w={220}
        />
        <Button
          variant="default"
          color="red"
          leftSection={<IconUserOff size={16} aria-hidden />}
          disabled={!valid}
          onClick={() => {
            anonymize.reset();
            setAsking(true);
          }}
        >
          Anonymize older than…
        </Button>
      </Group>
      {anonymize.data ? (
        <Alert color="green" mt="sm" role="status" title="Checklists anonymized">
          {anonymize.data.Count === 1
            ? '1 checklist was anonymized.'
            : `${anonymize.data.Count} checklists were anonymized.`}
        </Alert>
      ) : null}
      {anonymize.error ? (
        <Alert color="red" mt="sm" role="alert" title="Nothing was anonymized">
          {errorMessage(anonymize.error)}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={asking}
        title="Anonymize older checklists?"
        confirmLabel="Anonymize"
        danger
        busy={anonymize.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <Text size="sm" mb="xs">
          From every checklist completed before {valid ? readableDay(day) : day} (Europe/London),
          the operator’s name and id and the signature are removed; signature images are deleted.
        </Text>
        <Text size="sm">
          Answers, photos and notes stay. This cannot be undone, and it is recorded in the audit
          log.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
