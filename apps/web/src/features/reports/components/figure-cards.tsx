import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MiReport } from '@shuttle-ops/domain';
import { amount, figure, percent } from '../model/report-format.ts';

/** The period's totals, one card per figure. */
export function FigureCards({ totals }: { totals: MiReport['totals'] }) {
  const cards: [string, string][] = [
    ['Services run', figure(totals.services)],
    ['Service hours', amount(totals.service_hours)],
    ['Vehicle-km', amount(totals.vehicle_km)],
    ['Passengers carried', figure(totals.passengers)],
    ['Wheelchair journeys', figure(totals.wheelchair_passengers)],
    ['Alarms', figure(totals.alarms)],
    ['Alarms per 1,000 km', figure(totals.alarms_per_1000_km)],
    ['Remote interventions', figure(totals.remote_interventions)],
    ['Interventions per 1,000 km', figure(totals.remote_interventions_per_1000_km)],
    ['Incidents', figure(totals.incidents)],
    ['Checklist pass rate', percent(totals.checklist_pass_rate)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" role="list" aria-label="Totals">
      {cards.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" role="listitem" aria-label={`${label}: ${value}`}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="xl" fw={700}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
