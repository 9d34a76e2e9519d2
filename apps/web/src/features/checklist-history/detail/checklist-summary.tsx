import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ChecklistTransaction } from '@shuttle-ops/domain';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { ResultBadge } from '../components/result-badge.tsx';
import { operatorLabel } from '../model/checklist-words.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

const place = (location: ChecklistTransaction['location']) =>
  location === null ? 'Not recorded' : `${location.lat.toFixed(5)}, ${location.lon.toFixed(5)}`;

/** Who filled which checklist on which vehicle, when and where; times to the second. */
export function ChecklistSummary({ checklist: c }: { checklist: ChecklistTransaction }) {
  return (
    <Stack gap="sm">
      <div>
        <ResultBadge row={c} />
      </div>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact term="Checklist">
          {c.master_name}, version {c.master_version}
        </Fact>
        <Fact term="Vehicle">{c.vehicle_name}</Fact>
        <Fact term="Service">{c.Service_ID ?? 'None'}</Fact>
        <Fact term="Operator">{operatorLabel(c)}</Fact>
        <Fact term="Started (Europe/London)">
          {c.started_date === null
            ? 'Not recorded'
            : formatDateTime(c.started_date, { seconds: true })}
        </Fact>
        <Fact term="Completed (Europe/London)">
          {formatDateTime(c.completed_date, { seconds: true })}
        </Fact>
        <Fact term="Location">{place(c.location)}</Fact>
        <Fact term="Failed items">
          {c.failed_items.length === 0
            ? 'None'
            : c.failed_items.map((item) => item.label).join('; ')}
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
