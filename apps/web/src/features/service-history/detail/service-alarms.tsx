import { Alert, Badge, Center, Loader, Table, Text } from '@mantine/core';
import type { Alarm, KnownAlertLevel } from '@shuttle-ops/domain';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { formatSiteTime } from '../../../lib/time/site-time.ts';

/** Dark enough for white text on a filled badge (WCAG AA). */
const LEVEL_COLORS: Record<KnownAlertLevel, string> = {
  INFO: '#1864ab',
  WARNING: '#8a5a00',
  ERROR: '#c92a2a',
  CRITICAL: '#862e9c',
};

const words = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace('_', ' ');

export interface ServiceAlarmsProps {
  /** Null: the session may not read alarms. */
  result: {
    data: { alarms: Alarm[]; total: number } | undefined;
    isPending: boolean;
    error: unknown;
  } | null;
  day: string | null;
}

/** The alarms of the vehicle seen while the service ran (for those who process alerts). */
export function ServiceAlarms({ result, day }: ServiceAlarmsProps) {
  if (result === null) {
    return (
      <Text c="dimmed">
        Alarms are shown to service managers and administrators, who process them.
      </Text>
    );
  }
  if (result.error) {
    return (
      <Alert color="red" title="The alarms could not be loaded" role="alert">
        {errorMessage(result.error)}
      </Alert>
    );
  }
  if (result.isPending || result.data === undefined) {
    return (
      <Center role="status" py="sm">
        <Loader size="sm" aria-hidden />
        <Text ml="sm">Loading alarms…</Text>
      </Center>
    );
  }
  const { alarms, total } = result.data;
  if (alarms.length === 0) {
    return <Text c="dimmed">No alarm was raised on this vehicle during the service.</Text>;
  }
  return (
    <>
      <Table.ScrollContainer minWidth={520} type="native">
        <Table striped verticalSpacing="xs" aria-label="Alarms">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>First seen</Table.Th>
              <Table.Th>Level</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th ta="right">Times</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {alarms.map((alarm) => (
              <Table.Tr key={alarm.id}>
                <Table.Td>{formatSiteTime(alarm.first_seen, day)}</Table.Td>
                <Table.Td>
                  <Badge color={LEVEL_COLORS[alarm.level]} variant="filled">
                    {words(alarm.level)}
                  </Badge>
                </Table.Td>
                <Table.Td>{alarm.message}</Table.Td>
                <Table.Td ta="right">{alarm.count}</Table.Td>
                <Table.Td>{words(alarm.state)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > alarms.length && (
        <Text size="sm" c="dimmed" mt="xs">
          The first {alarms.length} of {total} alarms; Process Alerts lists them all.
        </Text>
      )}
    </>
  );
}
