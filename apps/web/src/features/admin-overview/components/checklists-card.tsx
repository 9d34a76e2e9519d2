import { Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { OverviewCard } from './overview-card.tsx';

/** Checklists completed today; operators cannot record checklists yet, so there are none. */
export function ChecklistsCard({ to }: { to: string }) {
  return (
    <OverviewCard
      title="Checklists done"
      icon={<IconChecklist size={20} />}
      to={to}
      linkLabel="Open the checklists"
      figure={null}
    >
      <Text size="sm" c="dimmed">
        No checklists recorded yet.
      </Text>
    </OverviewCard>
  );
}
