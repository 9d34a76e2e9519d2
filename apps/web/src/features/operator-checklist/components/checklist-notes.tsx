import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { CHECKLIST_NOTE_MEDIA_MAX } from '@shuttle-ops/domain';
import { IconTrash } from '@tabler/icons-react';
import { PhotoInput } from '../../../components/forms/photo-input.tsx';
import type { UploadState } from '../hooks/use-image-uploads.ts';
import type { NotesDraft } from '../model/checklist-draft.ts';
import { MediaPreview } from './media-preview.tsx';
import { UploadStatus } from './upload-status.tsx';

export interface ChecklistNotesProps {
  notes: NotesDraft;
  uploads: Record<string, UploadState>;
  /** Why the last file chosen was not attached. */
  problem: string | null;
  onText: (text: string) => void;
  onAdd: (file: File) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}

/** The checklist's notes: free text, and photos or videos of anything worth recording. */
export function ChecklistNotes({
  notes,
  uploads,
  problem,
  onText,
  onAdd,
  onRemove,
  onRetry,
}: ChecklistNotesProps) {
  const full = notes.media.length >= CHECKLIST_NOTE_MEDIA_MAX;
  return (
    <Stack component="section" aria-labelledby="checklist-notes" gap="sm">
      <Title order={2} size="h3" id="checklist-notes">
        Notes
      </Title>
      <Textarea
        label="Notes for the record"
        description="Optional: anything else worth knowing, such as a scratch, a noise or a missing sign."
        autosize
        minRows={3}
        maxLength={2000}
        size="lg"
        value={notes.text}
        onChange={(event) => onText(event.currentTarget.value)}
      />
      <Group gap="sm">
        <PhotoInput
          label="Add a photo or video"
          accept="image/*,video/*"
          camera={false}
          multiple
          disabled={full}
          onPhoto={onAdd}
        />
        <Text size="sm" c="dimmed">
          {full
            ? `${CHECKLIST_NOTE_MEDIA_MAX} files at most.`
            : 'Photos up to 10 MB, videos up to 100 MB. Large files go in parts and carry on where they stopped if the network drops.'}
        </Text>
      </Group>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {notes.media.map((media, index) => {
        const what = `${media.video ? 'Video' : 'Photo'} ${index + 1}`;
        return (
          <Stack key={media.key} gap={4}>
            <MediaPreview mediaKey={media.key} label={`${what} of the notes`} />
            <Group gap="sm">
              <UploadStatus
                what={what}
                state={uploads[media.key]}
                sent={media.fileId !== null}
                onRetry={() => onRetry(media.key)}
              />
              <Button
                variant="subtle"
                color="red"
                size="lg"
                leftSection={<IconTrash size={18} aria-hidden />}
                aria-label={`Remove ${what.toLowerCase()}`}
                onClick={() => onRemove(media.key)}
              >
                Remove
              </Button>
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
