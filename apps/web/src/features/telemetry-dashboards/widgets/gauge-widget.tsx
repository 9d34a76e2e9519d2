import { Group, SemiCircleProgress, Stack, Text } from '@mantine/core';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import { formatValue, labelOf } from '../model/format.ts';
import { numeric } from '../model/series.ts';
import type { WidgetProps } from './widget-props.ts';

/** The measure of each vehicle on a dial from min to max. */
export function GaugeWidget({ component, data }: WidgetProps<'gauge'>) {
  const { measure, min, max } = component;
  return (
    <Group gap="md" justify="center" wrap="wrap">
      {component.vehicles.map((vehicleId) => {
        const reading = data.read(vehicleId, measure);
        const value = numeric(reading.value);
        const share = value === null ? 0 : ((value - min) / (max - min)) * 100;
        const text = formatValue(measure, value);
        return (
          <Stack key={vehicleId} gap={2} align="center">
            <SemiCircleProgress
              value={Math.min(100, Math.max(0, share))}
              size={150}
              thickness={14}
              label={text}
              aria-label={`${labelOf(measure)} of ${data.nameOf(vehicleId)}: ${text} (from ${min} to ${max})`}
              data-testid="gauge-value"
              data-vehicle-id={vehicleId}
              data-value={value ?? ''}
            />
            <Text size="sm" fw={600}>
              {data.nameOf(vehicleId)}
            </Text>
            <Text size="xs" c="dimmed">
              {reading.at ? formatSiteTime(reading.at) : 'no reading yet'} · {min}–{max}
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
}
