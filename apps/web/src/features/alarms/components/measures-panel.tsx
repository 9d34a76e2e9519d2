import {
  Alert,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ALERT_LEVELS } from '@shuttle-ops/domain';
import type { Vehicle } from '@shuttle-ops/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { MEASURE_PERIODS, useAlarmMeasures } from '../api/get-measures.ts';
import type { MeasurePeriod } from '../api/get-measures.ts';
import { formatDuration, LEVEL_LABELS } from '../model/alarm-format.ts';
import { LevelBadge } from './alarm-badges.tsx';
import { AlertReportForm } from './alert-report-form.tsx';

const PERIOD_LABELS: Record<MeasurePeriod, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-figure={label}>
        {value}
      </Text>
      {hint !== undefined && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** "How fast do we react" and "which alarms are noise", over a chosen period; the alert report. */
export function MeasuresPanel({
  vehicles,
  canReport,
}: {
  vehicles: readonly Vehicle[];
  canReport: boolean;
}) {
  const [period, setPeriod] = useState<MeasurePeriod>('24h');
  const measures = useAlarmMeasures(period, true);
  const m = measures.data;

  let content;
  if (measures.isPending) {
    content = (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text ml="sm">Loading the measures…</Text>
      </Center>
    );
  } else if (measures.error) {
    content = (
      <Alert color="red" title="The measures could not be read" role="alert">
        {errorMessage(measures.error)}
      </Alert>
    );
  } else if (m !== undefined) {
    const mixTotal = ALERT_LEVELS.reduce((sum, level) => sum + m.priority_mix[level], 0);
    content = (
      <Stack gap="lg" data-testid="alarm-measures">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          <Figure
            label="Alarms per hour"
            value={m.alarms_per_hour.toFixed(1)}
            hint="EEMUA 191: ≤ 6 is manageable"
          />
          <Figure
            label="Time in flood"
            value={`${Math.round(m.flood.share * 100)} %`}
            hint={`${m.flood.flood_periods} of ${m.flood.periods} ten-minute periods`}
          />
          <Figure label="Standing" value={String(m.standing)} hint="Active now" />
          <Figure label="Stale" value={String(m.stale)} hint="Active over 24 h" />
          <Figure label="Shelved" value={String(m.shelved)} />
          <Figure label="Raised" value={String(mixTotal)} hint="In the period" />
        </SimpleGrid>
        <section aria-labelledby="response-heading">
          <Title order={3} size="h5" id="response-heading" mb="xs">
            How fast we react
          </Title>
          <Table.ScrollContainer minWidth={560} type="native">
            <Table aria-labelledby="response-heading" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Level</Table.Th>
                  <Table.Th ta="right">Acknowledged</Table.Th>
                  <Table.Th ta="right">To acknowledge (median)</Table.Th>
                  <Table.Th ta="right">(p90)</Table.Th>
                  <Table.Th ta="right">Resolved</Table.Th>
                  <Table.Th ta="right">To resolve (median)</Table.Th>
                  <Table.Th ta="right">(p90)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...m.response].reverse().map((row) => (
                  <Table.Tr key={row.level}>
                    <Table.Td>
                      <LevelBadge level={row.level} />
                    </Table.Td>
                    <Table.Td ta="right">{row.acknowledged}</Table.Td>
                    <Table.Td ta="right">{formatDuration(row.ack_median_s)}</Table.Td>
                    <Table.Td ta="right">{formatDuration(row.ack_p90_s)}</Table.Td>
                    <Table.Td ta="right">{row.resolved}</Table.Td>
                    <Table.Td ta="right">{formatDuration(row.resolve_median_s)}</Table.Td>
                    <Table.Td ta="right">{formatDuration(row.resolve_p90_s)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <section aria-labelledby="bad-actors-heading">
            <Title order={3} size="h5" id="bad-actors-heading" mb="xs">
              Most frequent alarms (bad actors)
            </Title>
            {m.bad_actors.length === 0 ? (
              <Text size="sm">No alarms in this period.</Text>
            ) : (
              <Table aria-labelledby="bad-actors-heading" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Alarm</Table.Th>
                    <Table.Th>Vehicle</Table.Th>
                    <Table.Th ta="right">Raised</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {m.bad_actors.map((actor) => (
                    <Table.Tr key={actor.condition_key}>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {actor.code}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {actor.message}
                        </Text>
                      </Table.Td>
                      <Table.Td>{actor.vehicle_name ?? '–'}</Table.Td>
                      <Table.Td ta="right">{actor.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </section>
          <section aria-labelledby="mix-heading">
            <Title order={3} size="h5" id="mix-heading" mb="xs">
              Priority mix
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              EEMUA 191 suggests roughly 80 % low, 15 % medium, 5 % high priority.
            </Text>
            <Table aria-labelledby="mix-heading">
              <Table.Tbody>
                {[...ALERT_LEVELS].reverse().map((level) => (
                  <Table.Tr key={level}>
                    <Table.Td>{LEVEL_LABELS[level]}</Table.Td>
                    <Table.Td ta="right">{m.priority_mix[level]}</Table.Td>
                    <Table.Td ta="right">
                      {mixTotal === 0
                        ? '–'
                        : `${Math.round((m.priority_mix[level] / mixTotal) * 100)} %`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => setPeriod(value)}
          data={(Object.keys(MEASURE_PERIODS) as MeasurePeriod[]).map((value) => ({
            value,
            label: PERIOD_LABELS[value],
          }))}
        />
      </Group>
      {content}
      {canReport && <AlertReportForm vehicles={vehicles} period={period} />}
    </Stack>
  );
}
