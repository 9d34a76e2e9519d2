import { Text, Timeline } from '@mantine/core';
import type { AlarmHistoryEntry } from '@shuttle-ops/domain';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';

const ACTION_LABELS: Record<AlarmHistoryEntry['action'], string> = {
  raise: 'Raised',
  repeat: 'Raised again',
  condition_cleared: 'Condition cleared',
  auto_resolve: 'Resolved by itself',
  chattering: 'Marked chattering',
  shelve_expired: 'Back from the shelf',
  acknowledge: 'Acknowledged',
  assign: 'Assigned',
  unassign: 'Unassigned',
  comment: 'Comment',
  resolve: 'Resolved',
  close: 'Closed',
  reopen: 'Reopened',
  shelve: 'Shelved',
  unshelve: 'Unshelved',
};

/** Who did what and when, oldest first (site time). */
export function AlarmHistory({ history }: { history: readonly AlarmHistoryEntry[] }) {
  if (history.length === 0) return <Text size="sm">Nothing has happened yet.</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="alarm-history">
      {history.map((entry, index) => (
        <Timeline.Item
          key={`${entry.at}-${index}`}
          title={`${ACTION_LABELS[entry.action]}${entry.actor === null ? ' (server)' : ` by ${entry.actor.name}`}`}
          data-action={entry.action}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at, { seconds: true })}
          </Text>
          {entry.note !== null && entry.note !== '' && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
