import { Alert, Anchor, List, Text } from '@mantine/core';
import { ALARM_MANAGEMENT } from '@shuttle-ops/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AlarmMeasures } from '@shuttle-ops/domain';

export interface FloodBannerProps {
  flood: AlarmMeasures['flood']['current'] | undefined;
  vehicleHref: (vehicleId: string) => string;
}

/**
 * An alarm flood (more than 10 new alarms in 10 minutes, EEMUA 191): said once at the top, with
 * the vehicles the alarms come from, so the room deals with causes rather than rows.
 */
export function FloodBanner({ flood, vehicleHref }: FloodBannerProps) {
  if (flood === undefined || !flood.active) return null;
  const minutes = Math.round((flood.window_s || ALARM_MANAGEMENT.floodWindowS) / 60);
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertTriangle aria-hidden />}
      title={`Alarm flood: ${flood.count} new alarms in ${minutes} minutes`}
      data-testid="flood-banner"
    >
      <Text size="sm" mb={4}>
        Deal with the vehicles that raise most first:
      </Text>
      <List size="sm" spacing={2}>
        {flood.by_vehicle.map((entry) => (
          <List.Item key={entry.Vehicle_ID ?? 'customer'}>
            {entry.Vehicle_ID === null ? (
              (entry.vehicle_name ?? 'Customer-wide')
            ) : (
              <Anchor
                component={Link}
                to={vehicleHref(entry.Vehicle_ID)}
                c="white"
                underline="always"
              >
                {entry.vehicle_name ?? 'Unknown vehicle'}
              </Anchor>
            )}
            : {entry.count}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
