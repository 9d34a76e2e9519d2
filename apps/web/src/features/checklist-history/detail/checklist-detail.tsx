import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { NO_PRINT_CLASS } from '../../../components/record/record-drawer.tsx';
import { RecordState } from '../../../components/record/record-state.tsx';
import type { ChecklistTransaction } from '@shuttle-ops/domain';
import { IconClipboardOff, IconPrinter } from '@tabler/icons-react';
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
              alt={`${image.content_type.startsWith('video/') ? 'Video' : 'Image'} ${index + 1} attached to the notes`}
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
      <Group justify="flex-end" className={NO_PRINT_CLASS}>
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
export function ChecklistDetailState(props: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <RecordState what="checklist" icon={<IconClipboardOff size={28} aria-hidden />} {...props} />
  );
}
