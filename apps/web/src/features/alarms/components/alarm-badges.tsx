import { Badge, Group, Tooltip } from '@mantine/core';
import { normalisedAlertLevel } from '@shuttle-ops/domain';
import type { Alarm, AlarmState } from '@shuttle-ops/domain';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { LEVEL_COLOURS, LEVEL_LABELS, STATE_COLOURS, STATE_LABELS } from '../model/alarm-format.ts';

/** The level's colour and name; the vehicle's own word when it used one we do not know. */
export function LevelBadge({ level, word }: { level: string; word?: string }) {
  const known = normalisedAlertLevel(level);
  const label = LEVEL_LABELS[known];
  const own = word !== undefined && word.toUpperCase() !== known ? word : null;
  return (
    <Badge
      color={LEVEL_COLOURS[known]}
      variant={known === 'CRITICAL' ? 'filled' : 'light'}
      data-level={known}
      // Never cut to "WA…": the column takes the word's width, the message column gives way.
      miw="max-content"
      title={own === null ? undefined : `The vehicle said “${own}”`}
    >
      {label}
    </Badge>
  );
}

export function StateBadge({ state }: { state: AlarmState }) {
  return (
    <Badge color={STATE_COLOURS[state]} variant="outline" data-state={state} miw="max-content">
      {STATE_LABELS[state]}
    </Badge>
  );
}

/** Chattering, resolved by itself, shelved. */
export function AlarmMarks({ alarm, now }: { alarm: Alarm; now: number }) {
  const shelved = alarm.shelved_until !== null && Date.parse(alarm.shelved_until) > now;
  if (!alarm.chattering && !alarm.auto_resolved && !shelved) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {alarm.chattering && (
        <Tooltip label="Raised and cleared 3 times within a minute">
          <Badge size="xs" color="grape" variant="light" tabIndex={0}>
            Chattering
          </Badge>
        </Tooltip>
      )}
      {alarm.auto_resolved && (
        <Tooltip label="Resolved by itself: the condition cleared before anyone took it">
          <Badge size="xs" color="teal" variant="light" tabIndex={0}>
            Auto-resolved
          </Badge>
        </Tooltip>
      )}
      {shelved && (
        <Tooltip label={`Shelved until ${formatDateTime(alarm.shelved_until)}`}>
          <Badge size="xs" color="gray" variant="light" tabIndex={0}>
            Shelved
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
