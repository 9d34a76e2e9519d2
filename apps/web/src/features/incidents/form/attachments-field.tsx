import { Button, FileButton, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { AttachmentList } from '../../../components/incidents/attachment-list.tsx';
import {
  ATTACHMENT_ACCEPT,
  type AttachmentUploads,
} from '../../../components/incidents/use-attachment-uploads.ts';

export interface AttachmentsFieldProps {
  uploads: AttachmentUploads;
  error?: string | undefined;
}

/** Photos and PDF files: sent as soon as chosen, with progress; removed from the incident on save. */
export function AttachmentsField({ uploads, error }: AttachmentsFieldProps) {
  return (
    <Fieldset legend="Attachments">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          JPEG, PNG or WebP photos and PDF files, at most 10 MB each.
        </Text>
        <AttachmentList items={uploads.items} onRetry={uploads.retry} onRemove={uploads.remove} />
        {uploads.refusal !== null && (
          <Text size="sm" c="red.8" role="alert">
            {uploads.refusal}
          </Text>
        )}
        {error !== undefined && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <FileButton
            multiple
            accept={ATTACHMENT_ACCEPT}
            onChange={(files) => {
              for (const file of files) uploads.add(file);
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPaperclip size={16} aria-hidden />}
              >
                Attach files
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Fieldset>
  );
}
