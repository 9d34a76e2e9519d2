import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MiReport } from '@shuttle-ops/domain';
import { TOTAL_FIGURES } from '../model/report-columns.ts';
import { formatFigure } from '../model/report-format.ts';

/** The period's totals, one card per figure. */
export function FigureCards({ totals }: { totals: MiReport['totals'] }) {
  const cards = TOTAL_FIGURES.map((f) => [f.header, formatFigure(f.kind, f.value(totals))]);
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
