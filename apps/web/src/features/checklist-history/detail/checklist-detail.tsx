import {
  Alert,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ChecklistTransaction } from '@shuttle-ops/domain';
import { IconClipboardOff, IconPrinter } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { AnswerSections } from './answer-sections.tsx';
import { ChecklistImage } from './checklist-image.tsx';
import classes from './checklist-detail.module.css';
import { ChecklistSummary } from './checklist-summary.tsx';

function Notes({ notes }: { notes: ChecklistTransaction['notes'] }) {
  const empty = (notes.text ?? '') === '' && notes.video_or_images.length === 0;
  return (
    <section aria-labelledby="checklist-notes">
      <Title order={3} id="checklist-notes" mb="xs">
        Notes
      </Title>
      {empty ? <Text size="sm">No notes.</Text> : null}
      {notes.text ? (
        <Text size="sm" mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {notes.text}
        </Text>
      ) : null}
      {notes.video_or_images.length > 0 ? (
        <div className={classes.images}>
          {notes.video_or_images.map((image, index) => (
            <ChecklistImage
              key={image.file_id}
              image={image}
              alt={`Image ${index + 1} attached to the notes`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The record of one completed checklist: summary, every answer by section, notes. */
export function ChecklistDetail({ checklist }: { checklist: ChecklistTransaction }) {
  return (
    <Stack gap="lg">
      <Group justify="flex-end" className={classes.noPrint}>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Group>
      <ChecklistSummary checklist={checklist} />
      <section aria-labelledby="checklist-answers">
        <Title order={3} id="checklist-answers" mb="xs">
          Answers
        </Title>
        <AnswerSections answers={checklist.answers} />
      </section>
      <Notes notes={checklist.notes} />
    </Stack>
  );
}

/** What the drawer shows while the checklist loads, when it failed, or when there is none. */
export function ChecklistDetailState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <Center role="status" py="md">
        <Loader size="sm" aria-hidden />
        <Text ml="sm">Loading the checklist…</Text>
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" title="The checklist could not be loaded" role="alert">
        <Text size="sm" mb="sm">
          {errorMessage(error)}
        </Text>
        <Button variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <EmptyState icon={<IconClipboardOff size={28} aria-hidden />} withIndicatorBackground py="lg">
      <EmptyState.Title order={3}>No such checklist</EmptyState.Title>
      <EmptyState.Description>
        This checklist does not exist, or it belongs to another customer.
      </EmptyState.Description>
    </EmptyState>
  );
}
