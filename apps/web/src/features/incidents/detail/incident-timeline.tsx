import { Text, Timeline, Title } from '@mantine/core';
import type { IncidentTimelineEntry } from '@shuttle-ops/domain';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';

const ACTIONS: Record<string, string> = {
  created: 'Recorded',
  updated: 'Changed',
  status: 'Status changed',
  'attachment-added': 'File attached',
  'attachment-removed': 'File removed',
  snapshot: 'Telemetry snapshot kept',
};

/** Who changed what and when (Europe/London), oldest first. */
export function IncidentTimeline({ entries }: { entries: readonly IncidentTimelineEntry[] }) {
  const ordered = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section aria-labelledby="incident-timeline">
      <Title order={3} id="incident-timeline" mb="xs">
        Timeline
      </Title>
      {ordered.length === 0 ? (
        <Text size="sm">No changes recorded.</Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} component="ol" p={0}>
          {ordered.map((entry, index) => (
            <Timeline.Item
              key={`${entry.at}-${index}`}
              component="li"
              title={`${ACTIONS[entry.action] ?? entry.action}${entry.changes.length > 0 ? `: ${entry.changes.join(', ')}` : ''}`}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at, { seconds: true })} by{' '}
                {entry.user_name ?? entry.user_id ?? 'the system'}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </section>
  );
}
