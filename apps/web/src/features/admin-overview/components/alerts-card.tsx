import { List, Text } from '@mantine/core';
import { UNACKNOWLEDGED_ALARM_STATES } from '@shuttle-ops/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useOpenAlerts } from '../api/get-open-alerts.ts';
import { OverviewCard } from './overview-card.tsx';

/** Alerts still asking for attention; the most urgent ones named. */
export function AlertsCard({ to }: { to: string }) {
  const { data, isPending, isError } = useOpenAlerts(true);
  const waiting =
    data === undefined
      ? 0
      : UNACKNOWLEDGED_ALARM_STATES.reduce((sum, state) => sum + data.counts.state[state], 0);
  return (
    <OverviewCard
      title="Open alerts"
      icon={<IconAlertTriangle size={20} />}
      to={to}
      linkLabel="Process the alerts"
      figure={data?.total ?? null}
      loading={isPending}
      error={isError}
    >
      {data !== undefined && data.total === 0 && (
        <Text size="sm" c="dimmed">
          No open alerts. All clear.
        </Text>
      )}
      {data !== undefined && data.total > 0 && (
        <>
          <Text size="sm">{waiting} not yet acknowledged</Text>
          <List size="sm" spacing={2}>
            {data.Items.map((alarm) => (
              <List.Item key={alarm.id}>
                {alarm.vehicle_name ?? 'Site'}: {alarm.message}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </OverviewCard>
  );
}
