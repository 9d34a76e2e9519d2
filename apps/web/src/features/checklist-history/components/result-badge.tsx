import { Badge } from '@mantine/core';
import type { ChecklistTransaction } from '@shuttle-ops/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { failedCount } from '../model/checklist-words.ts';

type Outcome = Pick<ChecklistTransaction, 'result' | 'failed_items' | 'safety_critical_failed'>;

/** Passed or failed in words and an icon, not by colour alone; how many items failed. */
export function ResultBadge({ row }: { row: Outcome }) {
  if (row.result === 'passed') {
    return (
      <Badge
        variant="default"
        tt="none"
        leftSection={<IconCircleCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />}
      >
        Passed
        {row.failed_items.length > 0 &&
          `: ${row.failed_items.length === 1 ? '1 defect' : `${row.failed_items.length} defects`}`}
      </Badge>
    );
  }
  const critical = row.safety_critical_failed ? ', safety-critical' : '';
  return (
    <Badge
      // The darkest red: white 11 px text on it keeps AA contrast (4.5:1).
      color="red.9"
      variant="filled"
      leftSection={<IconAlertTriangle size={14} aria-hidden />}
      tt="none"
    >
      Failed: {failedCount(row.failed_items.length)}
      {critical}
    </Badge>
  );
}
