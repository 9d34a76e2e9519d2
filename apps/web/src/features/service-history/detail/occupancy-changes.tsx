import classes from './service-detail.module.css';
import { Table, Text } from '@mantine/core';
import type { OccupancyRecord, ServiceStop } from '@shuttle-ops/domain';
import { formatSiteTime } from '../../../lib/time/site-time.ts';

const signed = (on: number, off: number) =>
  [on > 0 ? `+${on}` : null, off > 0 ? `−${off}` : null].filter(Boolean).join(' ') || '0';

/** Each recorded change of the passenger count, with the count after it. */
export function OccupancyChanges({
  records,
  stops,
  day,
}: {
  records: readonly OccupancyRecord[];
  stops: readonly ServiceStop[];
  day: string | null;
}) {
  if (records.length === 0) {
    return <Text c="dimmed">No passengers were counted on this service.</Text>;
  }
  const stopNames = new Map(stops.map((stop) => [stop.No, stop.BSName]));
  return (
    <div
      className={classes.scroll}
      tabIndex={0}
      role="region"
      aria-label="Passenger counts, scrolls sideways"
    >
      <Table miw={520} striped verticalSpacing="xs" aria-label="Passenger counts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Stop</Table.Th>
            <Table.Th ta="right">On / off</Table.Th>
            <Table.Th ta="right">Wheelchair on / off</Table.Th>
            <Table.Th ta="right">On board</Table.Th>
            <Table.Th>Counted by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>{formatSiteTime(record.at, day)}</Table.Td>
              <Table.Td>
                {record.No === null ? '—' : (stopNames.get(record.No) ?? record.No)}
              </Table.Td>
              <Table.Td ta="right">{signed(record.boardings, record.alightings)}</Table.Td>
              <Table.Td ta="right">
                {signed(record.wheelchair_boardings, record.wheelchair_alightings)}
              </Table.Td>
              <Table.Td ta="right">{record.occupancy}</Table.Td>
              <Table.Td>{record.source === 'operator' ? 'Operator' : 'Vehicle counter'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
