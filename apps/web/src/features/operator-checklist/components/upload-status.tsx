import { Button, Group, Progress, Text } from '@mantine/core';
import type { UploadState } from '../hooks/use-image-uploads.ts';

export interface UploadStatusProps {
  what: string;
  state: UploadState | undefined;
  /** Uploaded earlier (the draft has its file id). */
  sent: boolean;
  onRetry: () => void;
}

/** One image's upload: its progress, "Sent", or the error with a way to try again. */
export function UploadStatus({ what, state, sent, onRetry }: UploadStatusProps) {
  if (sent || state?.done) {
    return (
      <Text size="sm" c="dimmed">
        {what}: sent
      </Text>
    );
  }
  if (state?.error) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.8">
          {what} not sent: {state.error}
        </Text>
        <Button size="lg" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    );
  }
  if (!state) {
    return (
      <Text size="sm" c="dimmed">
        {what}: kept on this device, sent with the checklist
      </Text>
    );
  }
  const percent = Math.round(state.progress * 100);
  return (
    <Progress
      value={percent}
      size="lg"
      aria-label={`${what}: sending, ${percent} %`}
      transitionDuration={200}
    />
  );
}
