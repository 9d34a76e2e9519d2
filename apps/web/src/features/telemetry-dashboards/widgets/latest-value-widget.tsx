import { Group, Stack, Text } from '@mantine/core';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import { formatValue } from '../model/format.ts';
import type { WidgetProps } from './widget-props.ts';

/** The measure's latest value of each vehicle, large. */
export function LatestValueWidget({ component, data }: WidgetProps<'latest-value'>) {
  return (
    <Group gap="lg" wrap="wrap">
      {component.vehicles.map((vehicleId) => {
        const reading = data.read(vehicleId, component.measure);
        return (
          <Stack key={vehicleId} gap={0} data-testid="latest-value" data-vehicle-id={vehicleId}>
            <Text size="xs" c="dimmed">
              {data.nameOf(vehicleId)}
            </Text>
            <Text size="xl" fw={700}>
              {formatValue(component.measure, reading.value)}
            </Text>
            <Text size="xs" c="dimmed">
              {reading.at ? formatSiteTime(reading.at) : 'no reading yet'}
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
}
