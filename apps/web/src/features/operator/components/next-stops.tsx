import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  etaHoldWords,
  scheduledArrivalsAhead,
  stopsAhead,
  type ServiceStop,
} from '@shuttle-ops/domain';
import { formatClock, formatDueIn } from '../model/eta-format.ts';

export interface NextStopsProps {
  stops: readonly ServiceStop[];
  now: number;
  /** A loop's scheduled lap time (its timetable repeats every lap); null for a line. */
  lapMs: number | null;
  /** How many of the stops still to come to show. */
  limit?: number;
}

/**
 * The stops still to come, soonest first (a loop's next lap too), with their expected arrival
 * and their scheduled arrival on the lap they belong to (in travel order). Stop codes never
 * shrink; long names wrap between words.
 */
export function NextStops({ stops, now, lapMs, limit = 4 }: NextStopsProps) {
  const ahead = stopsAhead(stops).slice(0, limit);
  const schedule = scheduledArrivalsAhead(ahead, lapMs);
  return (
    <section aria-labelledby="next-stops-title">
      <Title order={2} size="h4" id="next-stops-title" mb="xs">
        Next stops
      </Title>
      {ahead.length === 0 ? (
        <Text c="dimmed">Every stop of this service has been served.</Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {ahead.map((stop, index) => {
            const scheduled = schedule[index] ?? stop.BSt;
            const held = etaHoldWords(stop.etaStatus);
            const about = stop.etaStatus === 'approximate' ? 'about ' : '';
            const due = formatDueIn(stop.etaExpected, now);
            return (
              <Paper
                key={stop.No}
                component="li"
                withBorder
                p="sm"
                data-testid="next-stop"
                data-eta-expected={stop.etaExpected}
                data-eta-status={stop.etaStatus ?? 'predicted'}
                data-scheduled={scheduled}
                aria-label={`${stop.BSName}, ${held ?? `expected ${about}${formatClock(stop.etaExpected)}`}, scheduled ${formatClock(scheduled)}`}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                    {stop.BSLabel ? (
                      <Badge
                        variant="light"
                        size="lg"
                        mt={2}
                        style={{ flexShrink: 0 }}
                        data-testid="stop-code"
                      >
                        {stop.BSLabel}
                      </Badge>
                    ) : null}
                    <div style={{ minWidth: 0 }}>
                      <Text
                        fw={index === 0 ? 700 : 500}
                        size="lg"
                        style={{ overflowWrap: 'break-word' }}
                        data-testid="stop-name"
                      >
                        {stop.BSName}
                      </Text>
                      <Text size="sm" c="dimmed" data-testid="stop-due">
                        {held ?? (about ? due.replace(/^in /, 'in about ') : due)} · scheduled{' '}
                        {formatClock(scheduled)}
                      </Text>
                    </div>
                  </Group>
                  <Text fw={700} size="lg" style={{ flexShrink: 0 }} data-testid="stop-eta">
                    {held ? 'Delayed' : `${about ? '~' : ''}${formatClock(stop.etaExpected)}`}
                  </Text>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
