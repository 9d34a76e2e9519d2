import { Table, Text, Title } from '@mantine/core';
import { MEASURES, isMeasureName } from '@shuttle-ops/domain';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import type { TrackPosition } from '../model/track-position.ts';

export interface MeasuresPanelProps {
  vehicle: string | null;
  position: TrackPosition | null;
}

const label = (name: string) => (isMeasureName(name) ? MEASURES[name].label : name);
const unit = (name: string) => (isMeasureName(name) ? (MEASURES[name].unit ?? '') : '');

/** The selected vehicle's measures at the cursor (from its last sample at or before it). */
export function MeasuresPanel({ vehicle, position }: MeasuresPanelProps) {
  return (
    <section aria-labelledby="playback-measures-heading">
      <Title order={2} size="h5" id="playback-measures-heading" mb="xs">
        {vehicle ?? 'No vehicle selected'}
      </Title>
      {position === null ? (
        <Text size="sm" c="dimmed">
          Nothing recorded at this time.
        </Text>
      ) : (
        <Table
          withRowBorders={false}
          verticalSpacing={2}
          fz="sm"
          aria-label="Measures at the cursor"
        >
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Recorded at</Table.Th>
              <Table.Td>{formatSiteTime(position.sampledAt)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Position</Table.Th>
              <Table.Td>
                {position.lat.toFixed(6)}, {position.lon.toFixed(6)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Heading</Table.Th>
              <Table.Td>
                {position.heading === null ? '—' : `${Math.round(position.heading)}°`}
              </Table.Td>
            </Table.Tr>
            {Object.entries(position.measures).map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row">{label(name)}</Table.Th>
                <Table.Td>
                  {value} {unit(name)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
