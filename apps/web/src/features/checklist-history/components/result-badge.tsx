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
        color="green"
        variant="light"
        tt="none"
        leftSection={<IconCircleCheck size={14} aria-hidden />}
      >
        Passed
      </Badge>
    );
  }
  const critical = row.safety_critical_failed ? ', safety-critical' : '';
  return (
    <Badge
      color="red"
      variant="filled"
      leftSection={<IconAlertTriangle size={14} aria-hidden />}
      tt="none"
    >
      Failed: {failedCount(row.failed_items.length)}
      {critical}
    </Badge>
  );
}
