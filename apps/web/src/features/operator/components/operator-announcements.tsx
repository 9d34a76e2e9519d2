import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useCurrentAnnouncements } from '../../../lib/api/announcements-api.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';

/**
 * The announcements for operators shown now, for the operator's screen; re-read every 30 s.
 * Renders nothing while there are none.
 */
export function OperatorAnnouncements() {
  const current = useCurrentAnnouncements('operators');
  if (current.isPending) return <Loader size="sm" aria-label="Loading the announcements" />;
  if (current.isError) {
    return (
      <Alert color="orange" title="The announcements could not be loaded">
        {errorMessage(current.error)}
      </Alert>
    );
  }
  const items = current.data.Items;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="operator-announcements-title">
      <Title order={2} size="h4" id="operator-announcements-title" mb="xs">
        Announcements
      </Title>
      <Stack gap="xs">
        {items.map((item) => (
          <Alert
            key={item.id}
            color="blue"
            icon={<IconSpeakerphone aria-hidden />}
            data-testid="operator-announcement"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.text}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              Since {formatDateTime(item.start_dt)}
              {item.end_dt === null ? '' : ` until ${formatDateTime(item.end_dt)}`}
            </Text>
          </Alert>
        ))}
      </Stack>
    </section>
  );
}
