import { Text, Timeline, Title } from '@mantine/core';
import type { IncidentAttachment, IncidentTimelineEntry } from '@shuttle-ops/domain';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';

const ACTIONS: Record<string, string> = {
  created: 'Recorded',
  updated: 'Changed',
  status: 'Status changed',
  'attachment-added': 'File attached',
  'attachment-removed': 'File removed',
  snapshot: 'Telemetry snapshot kept',
};

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What an entry changed, as words: entries recorded before the timeline named files hold their
 * ids, shown as the attachment's name when it is still attached and "a file" otherwise.
 */
function changesOf(entry: IncidentTimelineEntry, attachments: readonly IncidentAttachment[]) {
  if (!entry.action.startsWith('attachment-')) return entry.changes;
  return entry.changes.map((change) =>
    FILE_ID.test(change)
      ? (attachments.find((file) => file.file_id === change.toLowerCase())?.name ?? 'a file')
      : change,
  );
}

/** Who changed what and when (Europe/London), oldest first. */
export function IncidentTimeline({
  entries,
  attachments = [],
}: {
  entries: readonly IncidentTimelineEntry[];
  attachments?: readonly IncidentAttachment[];
}) {
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
              title={`${ACTIONS[entry.action] ?? entry.action}${entry.changes.length > 0 ? `: ${changesOf(entry, attachments).join(', ')}` : ''}`}
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
