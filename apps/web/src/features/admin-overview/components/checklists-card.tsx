import { Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useChecklistsToday, type ChecklistsToday } from '../api/get-checklists-today.ts';
import { OverviewCard } from './overview-card.tsx';

const checklists = (n: number) => (n === 1 ? '1 checklist' : `${n} checklists`);

function summary({ today, failed, all }: ChecklistsToday): string {
  if (today === 0) {
    return all === 0
      ? 'No checklists recorded yet.'
      : `No checklist completed today; ${checklists(all)} in the history.`;
  }
  return `Completed since midnight: ${today - failed} passed, ${failed} failed.`;
}

/** Checklists completed today (Europe/London), from the checklist history. */
export function ChecklistsCard({ to }: { to: string }) {
  const { data, isPending, isError } = useChecklistsToday(true);
  return (
    <OverviewCard
      title="Checklists done"
      icon={<IconChecklist size={20} />}
      to={to}
      linkLabel="Open the checklist history"
      figure={data?.today ?? null}
      loading={isPending}
      error={isError}
    >
      {data !== undefined && (
        <Text size="sm" c="dimmed">
          {summary(data)}
        </Text>
      )}
    </OverviewCard>
  );
}
