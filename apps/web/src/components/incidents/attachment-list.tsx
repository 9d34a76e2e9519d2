import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import type { AttachmentItem } from './use-attachment-uploads.ts';

export interface AttachmentListProps {
  items: readonly AttachmentItem[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

function Preview({ item }: { item: AttachmentItem }) {
  const src = item.stored?.thumbnail_url ?? item.stored?.url ?? item.previewUrl;
  if (item.contentType.startsWith('image/') && src) {
    return <Image src={src} alt={`Photo ${item.name}`} w={72} h={72} radius="sm" fit="cover" />;
  }
  return <IconFileTypePdf size={40} aria-hidden />;
}

function Status({ item, onRetry }: { item: AttachmentItem; onRetry: () => void }) {
  if (item.error !== null) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red.8">
          Not sent: {item.error}
        </Text>
        <Button size="xs" variant="light" onClick={onRetry} disabled={item.file === null}>
          Try again
        </Button>
      </Group>
    );
  }
  if (item.stored === null) {
    const percent = Math.round(item.progress * 100);
    return (
      <Progress
        value={percent}
        size="md"
        aria-label={`${item.name}: sending, ${percent} %`}
        transitionDuration={200}
      />
    );
  }
  return item.contentType === 'application/pdf' ? (
    <Anchor href={item.stored.url} target="_blank" rel="noopener" size="sm">
      Open {item.name}
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed">
      Attached
    </Text>
  );
}

/** The files of an incident being written: a thumbnail or a PDF link, progress, retry, remove. */
export function AttachmentList({ items, onRetry, onRemove }: AttachmentListProps) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={item.key} withBorder p="xs" component="li">
          <Group wrap="nowrap" gap="sm" align="center">
            <Preview item={item} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" truncate>
                {item.name}
              </Text>
              <Status item={item} onRetry={() => onRetry(item.key)} />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => onRemove(item.key)}
              aria-label={`Remove ${item.name}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
