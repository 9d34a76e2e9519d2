import { Alert, Stack, Text } from '@mantine/core';
import type { PublicAnnouncement } from '@shuttle-ops/domain';
import { IconSpeakerphone } from '@tabler/icons-react';

/** The announcements for passengers shown now (re-read every 30 s). */
export function PublicAnnouncements({ items }: { items: readonly PublicAnnouncement[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Announcements">
      <Stack gap="xs">
        {items.map((item) => (
          <Alert
            key={item.id}
            color="blue"
            variant="light"
            icon={<IconSpeakerphone aria-hidden />}
            data-testid="public-announcement"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.text}
            </Text>
          </Alert>
        ))}
      </Stack>
    </section>
  );
}
