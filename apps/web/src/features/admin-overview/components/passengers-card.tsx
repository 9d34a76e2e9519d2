import { Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { usePassengersToday } from '../api/get-passengers-today.ts';
import { OverviewCard } from './overview-card.tsx';

/** People who boarded since midnight (Europe/London). */
export function PassengersCard({ to }: { to: string }) {
  const { data, isPending, isError } = usePassengersToday(true);
  return (
    <OverviewCard
      title="Passengers today"
      icon={<IconUsers size={20} />}
      to={to}
      linkLabel="Open the service history"
      figure={data?.passengers ?? null}
      loading={isPending}
      error={isError}
    >
      {data !== undefined && (
        <Text size="sm" c="dimmed">
          {data.passengers === 0
            ? 'Nobody has boarded yet today.'
            : `Boardings since midnight, ${data.wheelchair_passengers} of them wheelchair users.`}
        </Text>
      )}
    </OverviewCard>
  );
}
