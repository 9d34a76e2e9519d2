import { Table } from '@mantine/core';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import { formatValue, labelOf } from '../model/format.ts';
import type { WidgetProps } from './widget-props.ts';

/** A row per vehicle, a column per measure: the latest values. */
export function TableWidget({ component, data }: WidgetProps<'table'>) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Vehicle</Table.Th>
            {component.measures.map((m) => (
              <Table.Th key={m} scope="col">
                {labelOf(m)}
              </Table.Th>
            ))}
            <Table.Th scope="col">At</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {component.vehicles.map((vehicleId) => {
            const readings = component.measures.map((m) => data.read(vehicleId, m));
            const at = readings.map((r) => r.at).find((a) => a !== null) ?? null;
            return (
              <Table.Tr key={vehicleId}>
                <Table.Th scope="row">{data.nameOf(vehicleId)}</Table.Th>
                {component.measures.map((m, i) => (
                  <Table.Td key={m}>{formatValue(m, readings[i]?.value)}</Table.Td>
                ))}
                <Table.Td>{at ? formatSiteTime(at) : '–'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
