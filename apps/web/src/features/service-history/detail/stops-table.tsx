import classes from './service-detail.module.css';
import { Badge, Table, Text } from '@mantine/core';
import type { ServiceStop } from '@shuttle-ops/domain';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import { describePunctuality, punctualityOf, type Punctuality } from '../model/stop-punctuality.ts';

/** Dark enough for white text on a filled badge (WCAG AA). */
const PUNCTUALITY_COLORS: Record<Punctuality['kind'], string> = {
  'on-time': '#267a37',
  late: '#c92a2a',
  early: '#8a5a00',
  'not-reached': '#495057',
};

/** The stops served: scheduled against actual (latest) arrival, to the second. */
export function StopsTable({ stops, day }: { stops: readonly ServiceStop[]; day: string | null }) {
  if (stops.length === 0) {
    return <Text c="dimmed">This service has no stops.</Text>;
  }
  return (
    <div
      className={classes.scroll}
      tabIndex={0}
      role="region"
      aria-label="Stops served, scrolls sideways"
    >
      <Table miw={520} striped verticalSpacing="xs" aria-label="Stops served">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">No</Table.Th>
            <Table.Th>Stop</Table.Th>
            <Table.Th>Scheduled</Table.Th>
            <Table.Th>Actual</Table.Th>
            <Table.Th>Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stops.map((stop) => {
            const punctuality = punctualityOf(stop);
            return (
              <Table.Tr key={stop.No}>
                <Table.Td ta="right">{stop.No}</Table.Td>
                <Table.Td>{stop.BSLabel ? `${stop.BSLabel} ${stop.BSName}` : stop.BSName}</Table.Td>
                <Table.Td>{formatSiteTime(stop.BSt, day)}</Table.Td>
                <Table.Td>
                  {stop.arrived_at === null ? '—' : formatSiteTime(stop.arrived_at, day)}
                </Table.Td>
                <Table.Td>
                  <Badge color={PUNCTUALITY_COLORS[punctuality.kind]} variant="filled">
                    {describePunctuality(punctuality)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
