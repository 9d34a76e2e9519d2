import { ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Service } from '@shuttle-ops/domain';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { STATUS_COLOR } from '../model/status-colors.ts';
import { formatDuration } from '../model/duration.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** Who ran what, when, and how full: the facts at the top of a service's detail. */
export function ServiceSummary({
  service,
  peak,
  now,
}: {
  service: Service;
  peak: number;
  now: number;
}) {
  const started = service.start_dt === null ? null : Date.parse(service.start_dt);
  const ended = service.end_dt === null ? now : Date.parse(service.end_dt);
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      <Fact label="Vehicle">{service.vehicleName}</Fact>
      <Fact label="Route">
        {service.routeName} ({service.routeType})
      </Fact>
      <Fact label="Operator">{service.operatorName ?? 'Nobody'}</Fact>
      <Fact label="Status">
        <Group component="span" gap={6} wrap="nowrap">
          <ColorSwatch
            component="span"
            aria-hidden
            size={10}
            color={`var(--mantine-color-${STATUS_COLOR[service.serviceStatus]}-7)`}
          />
          <Text component="span" fw={700}>
            {service.serviceStatus}
          </Text>
        </Group>
      </Fact>
      <Fact label="Started">
        {service.start_dt === null
          ? 'Not started'
          : formatDateTime(service.start_dt, { seconds: true })}
      </Fact>
      <Fact label="Ended">
        {service.end_dt === null
          ? 'Still running'
          : formatDateTime(service.end_dt, { seconds: true })}
      </Fact>
      <Fact label="Duration">
        {started === null ? '—' : formatDuration((ended - started) / 1000)}
      </Fact>
      <Fact label="Passengers">
        most on board {peak} of {service.maxOccupancy} seats
      </Fact>
      <Fact label="Wheelchair spaces">{service.max_wheelchair_occupancy}</Fact>
    </SimpleGrid>
  );
}
