import { Table, type TableProps } from '@mantine/core';
import type { IncidentTelemetrySample } from '@shuttle-ops/domain';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';

/** A sample's time at the site, to the second ("14:05:09"). */
export const clock = (iso: string) => formatDateTime(iso, { seconds: true }).split(', ')[1] ?? '';
const dash = (value: string | null) => value ?? '—';

export interface SampleRow {
  sample: IncidentTelemetrySample;
  /** Why the row is listed (the printed summary), shown after the time when given. */
  why?: string;
}

export interface SampleTableProps extends TableProps {
  caption: ReactNode;
  rows: readonly SampleRow[];
}

/** Samples of the vehicle's telemetry around an incident: time, speed, doors and modes. */
export function SampleTable({ caption, rows, ...table }: SampleTableProps) {
  const withWhy = rows.some((row) => row.why !== undefined);
  return (
    <Table withTableBorder fz="xs" verticalSpacing={2} {...table}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Time</Table.Th>
          {withWhy && <Table.Th>Why</Table.Th>}
          <Table.Th>Speed (km/h)</Table.Th>
          <Table.Th>Doors</Table.Th>
          <Table.Th>Vehicle mode</Table.Th>
          <Table.Th>Robot mode</Table.Th>
          <Table.Th>Supervision</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ sample, why }) => (
          <Table.Tr key={sample.dt}>
            <Table.Td>{clock(sample.dt)}</Table.Td>
            {withWhy && <Table.Td>{why}</Table.Td>}
            <Table.Td>{sample.speed === null ? '—' : sample.speed.toFixed(1)}</Table.Td>
            <Table.Td>{dash(sample.door_status)}</Table.Td>
            <Table.Td>{dash(sample.vehicle_mode)}</Table.Td>
            <Table.Td>{dash(sample.robot_mode)}</Table.Td>
            <Table.Td>{dash(sample.supervision_mode)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
