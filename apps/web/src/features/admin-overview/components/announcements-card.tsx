import { List, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useCurrentAnnouncements } from '../api/get-current-announcements.ts';
import { OverviewCard } from './overview-card.tsx';

const AUDIENCE = { operators: 'operators', public: 'passengers', both: 'everyone' } as const;

/** Announcements shown now, newest first. */
export function AnnouncementsCard({ to }: { to: string }) {
  const { data, isPending, isError } = useCurrentAnnouncements(true);
  return (
    <OverviewCard
      title="Announcements"
      icon={<IconSpeakerphone size={20} />}
      to={to}
      linkLabel="Manage the announcements"
      figure={data?.total ?? null}
      loading={isPending}
      error={isError}
    >
      {data !== undefined && data.total === 0 && (
        <Text size="sm" c="dimmed">
          No announcement is shown right now.
        </Text>
      )}
      {data !== undefined && data.total > 0 && (
        <List size="sm" spacing={4}>
          {data.Items.map((item) => (
            <List.Item key={item.id}>
              <Text size="sm" lineClamp={2} span>
                {item.text}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                (to {AUDIENCE[item.audience]}, since {formatDateTime(item.start_dt)})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </OverviewCard>
  );
}
