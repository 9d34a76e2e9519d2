import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { stopsAhead, type ServiceStop } from '@shuttle-ops/domain';
import { formatClock, formatDueIn } from '../model/eta-format.ts';

export interface NextStopsProps {
  stops: readonly ServiceStop[];
  now: number;
  /** How many of the stops still to come to show. */
  limit?: number;
}

/** The stops still to come, soonest first (a loop's next lap too), with their expected arrival. */
export function NextStops({ stops, now, limit = 4 }: NextStopsProps) {
  const ahead = stopsAhead(stops).slice(0, limit);
  return (
    <section aria-labelledby="next-stops-title">
      <Title order={2} size="h4" id="next-stops-title" mb="xs">
        Next stops
      </Title>
      {ahead.length === 0 ? (
        <Text c="dimmed">Every stop of this service has been served.</Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {ahead.map((stop, index) => (
            <Paper
              key={stop.No}
              component="li"
              withBorder
              p="sm"
              data-testid="next-stop"
              data-eta-expected={stop.etaExpected}
              aria-label={`${stop.BSName}, expected ${formatClock(stop.etaExpected)}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  {stop.BSLabel ? <Badge variant="light">{stop.BSLabel}</Badge> : null}
                  <Text fw={index === 0 ? 700 : 500} size="lg">
                    {stop.BSName}
                  </Text>
                </Group>
                <Stack gap={0} align="flex-end">
                  <Text fw={700} size="lg" data-testid="stop-eta">
                    {formatClock(stop.etaExpected)}
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="stop-due">
                    {formatDueIn(stop.etaExpected, now)} · scheduled {formatClock(stop.BSt)}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
