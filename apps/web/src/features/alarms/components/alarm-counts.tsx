import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { ALARM_STATES, ALERT_LEVELS } from '@shuttle-ops/domain';
import type { AlarmState, KnownAlertLevel } from '@shuttle-ops/domain';
import type { AlarmCounts as Counts } from '@shuttle-ops/domain';
import { LEVEL_COLOURS, LEVEL_LABELS, STATE_COLOURS, STATE_LABELS } from '../model/alarm-format.ts';

export interface AlarmCountsProps {
  counts: Counts | undefined;
  onState: (state: AlarmState) => void;
  onLevel: (level: KnownAlertLevel) => void;
}

/** How many alarms are in each state and at each level (over the other filters); each filters. */
export function AlarmCounts({ counts, onState, onLevel }: AlarmCountsProps) {
  return (
    <Group gap="lg" wrap="wrap" data-testid="alarm-counts" aria-label="Alarm counts" role="group">
      <Group gap={6} wrap="wrap">
        <Text size="sm" c="dimmed">
          States
        </Text>
        {ALARM_STATES.map((state) => (
          <UnstyledButton
            key={state}
            onClick={() => onState(state)}
            aria-label={`${STATE_LABELS[state]}: ${counts?.state[state] ?? 0}. Show only these`}
            data-count-state={state}
          >
            <Badge color={STATE_COLOURS[state]} variant="light" size="lg">
              {STATE_LABELS[state]} {counts?.state[state] ?? '–'}
            </Badge>
          </UnstyledButton>
        ))}
      </Group>
      <Group gap={6} wrap="wrap">
        <Text size="sm" c="dimmed">
          Levels
        </Text>
        {[...ALERT_LEVELS].reverse().map((level) => (
          <UnstyledButton
            key={level}
            onClick={() => onLevel(level)}
            aria-label={`${LEVEL_LABELS[level]}: ${counts?.level[level] ?? 0}. Show only these`}
            data-count-level={level}
          >
            <Badge
              color={LEVEL_COLOURS[level]}
              variant={level === 'CRITICAL' ? 'filled' : 'light'}
              size="lg"
            >
              {LEVEL_LABELS[level]} {counts?.level[level] ?? '–'}
            </Badge>
          </UnstyledButton>
        ))}
      </Group>
    </Group>
  );
}
