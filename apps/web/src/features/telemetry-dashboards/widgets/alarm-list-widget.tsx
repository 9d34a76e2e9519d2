import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import { useOpenAlarms } from '../api/get-open-alarms.ts';
import type { WidgetProps } from './widget-props.ts';

const LEVEL_COLOURS: Readonly<Record<string, string>> = {
  CRITICAL: 'red',
  ERROR: 'orange',
  WARNING: 'yellow',
  INFO: 'blue',
};

/** The vehicles' open alarms now, most urgent first. */
export function AlarmListWidget({ component, data }: WidgetProps<'alarm-list'>) {
  const alarms = useOpenAlarms(component.vehicles);
  if (alarms.isPending) return <Loader size="sm" aria-label="Loading alarms" />;
  if (alarms.isError) return <Text c="red">The alarms could not be read.</Text>;
  if (alarms.data.length === 0) return <Text c="dimmed">No open alarms.</Text>;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {alarms.data.map((alarm) => (
        <Group key={alarm.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
          <Badge
            color={LEVEL_COLOURS[alarm.level] ?? 'gray'}
            variant="light"
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {alarm.level}
          </Badge>
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {alarm.Vehicle_ID ? data.nameOf(alarm.Vehicle_ID) : (alarm.vehicle_name ?? '')}:{' '}
            {alarm.message}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatSiteTime(alarm.last_seen)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
