import { List, Text } from '@mantine/core';
import { IconBus } from '@tabler/icons-react';
import { useVehiclesInService } from '../api/get-vehicles-in-service.ts';
import { OverviewCard } from './overview-card.tsx';

const SHOWN = 4;

/** Vehicles running a service now, with who is on board. */
export function VehiclesCard({ to }: { to: string }) {
  const { data, isPending, isError } = useVehiclesInService(true);
  const services = data?.Items ?? [];
  const onBoard = services.reduce((sum, service) => sum + service.occupancy, 0);
  return (
    <OverviewCard
      title="Vehicles in service"
      icon={<IconBus size={20} />}
      to={to}
      linkLabel="Open the service dashboard"
      figure={data?.total ?? null}
      loading={isPending}
      error={isError}
    >
      {data !== undefined && data.total === 0 && (
        <Text size="sm" c="dimmed">
          No vehicle is running a service right now.
        </Text>
      )}
      {services.length > 0 && (
        <>
          <Text size="sm">
            {onBoard} {onBoard === 1 ? 'passenger' : 'passengers'} on board now
          </Text>
          <List size="sm" spacing={2}>
            {services.slice(0, SHOWN).map((service) => (
              <List.Item key={service.Service_ID}>
                {service.vehicleName} on {service.routeName}: {service.occupancy} of{' '}
                {service.maxOccupancy} seats taken
              </List.Item>
            ))}
          </List>
          {services.length > SHOWN && (
            <Text size="sm" c="dimmed">
              and {services.length - SHOWN} more
            </Text>
          )}
        </>
      )}
    </OverviewCard>
  );
}
