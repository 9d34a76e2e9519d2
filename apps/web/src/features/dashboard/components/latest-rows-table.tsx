import { Alert, Box, Group, Select, Skeleton, Table, Text, Title } from '@mantine/core';
import type { VehicleTelemetry } from '@shuttle-ops/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useVehicleData, VEHICLE_DATA_ROWS } from '../api/get-vehicle-data.ts';
import type { ChartMeasure } from '../model/chart-measures.ts';
import { latestRows } from '../model/measure-series.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { formatMeasureValue } from '../model/vehicle-format.ts';

export interface LatestRowsTableProps {
  vehicleId: string;
  /** Every measure the vehicle reports, text ones too. */
  offered: readonly ChartMeasure[];
  measure: string;
  onMeasureChange: (measure: string) => void;
  snapshots: readonly VehicleTelemetry[];
}

/** The latest 100 readings of one measure (getVehicleData), with live ones on top. */
export function LatestRowsTable({
  vehicleId,
  offered,
  measure,
  onMeasureChange,
  snapshots,
}: LatestRowsTableProps) {
  const query = useVehicleData(vehicleId, measure);
  const rows = useMemo(
    () => latestRows(query.data ?? [], snapshots, measure, VEHICLE_DATA_ROWS),
    [query.data, snapshots, measure],
  );
  const label = offered.find((item) => item.name === measure)?.label ?? measure;

  let body;
  if (query.isPending) {
    body = <Skeleton height={160} radius="md" role="status" aria-label="Loading the readings" />;
  } else if (query.error !== null && rows.length === 0) {
    body = (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title="The readings could not be read"
      >
        {query.error.message}
      </Alert>
    );
  } else if (rows.length === 0) {
    body = <Text c="dimmed">No readings of this measure yet.</Text>;
  } else {
    body = (
      // A focusable region, so the keyboard can scroll it too.
      <Box
        tabIndex={0}
        role="region"
        aria-label={`Latest readings of ${label}`}
        mah={320}
        style={{ overflow: 'auto' }}
      >
        <Table striped stickyHeader data-testid="latest-rows">
          <Table.Caption>
            The latest {rows.length} readings of {label}, newest first, in Europe/London time.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Time</Table.Th>
              <Table.Th scope="col">{label}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.dt_iot}>
                <Table.Td>{formatDateTime(row.dt_iot, { seconds: true })}</Table.Td>
                <Table.Td>{formatMeasureValue(row.measure_name, row.measure_value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    );
  }

  return (
    <section aria-labelledby="latest-rows-heading">
      <Group justify="space-between" align="flex-end" mb="xs">
        <Title order={3} id="latest-rows-heading">
          Latest readings
        </Title>
        <Select
          label="Measure"
          data={offered.map((item) => ({ value: item.name, label: item.label }))}
          value={measure}
          onChange={(value) => {
            if (value !== null) onMeasureChange(value);
          }}
          allowDeselect={false}
          searchable
          w={240}
        />
      </Group>
      {body}
    </section>
  );
}
