import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { can } from '@shuttle-ops/domain';
import { NO_PRINT_CLASS } from '../../../components/record/record-drawer.tsx';
import { RecordLoading, RecordState } from '../../../components/record/record-state.tsx';
import type { Service } from '@shuttle-ops/domain';
import { IconPrinter, IconRouteOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSession } from '../../../lib/auth/session-context.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useNow } from '../../../lib/time/use-now.ts';
import { useServiceAlarms } from '../api/get-service-alarms.ts';
import { useServiceOccupancies } from '../api/get-service-detail.ts';
import { occupancySeries } from '../model/occupancy-series.ts';
import { OccupancyChanges } from './occupancy-changes.tsx';
import { OccupancyChart } from './occupancy-chart.tsx';
import { ReplayTrip } from './replay-trip.tsx';
import { ServiceAlarms } from './service-alarms.tsx';
import { ServiceSummary } from './service-summary.tsx';
import { StopsTable } from './stops-table.tsx';

/** The detail of one service: stops against the timetable, occupancy, alarms. */
export function ServiceDetail({ service }: { service: Service }) {
  const { session } = useSession();
  const now = useNow(30_000);
  const occupancies = useServiceOccupancies(service.Service_ID);
  const mayReadAlarms = session !== null && can(session, 'processAlerts');
  const alarms = useServiceAlarms(service, mayReadAlarms);
  const day = service.start_dt ?? service.create_dt;
  const series = useMemo(
    () => occupancySeries(service, occupancies.data ?? [], now),
    [service, occupancies.data, now],
  );
  const stops = service.stops ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" className={NO_PRINT_CLASS}>
        <ReplayTrip service={service} now={now} />
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Group>
      <ServiceSummary service={service} peak={series.peak} now={now} />

      <section aria-labelledby="service-stops">
        <Title order={3} id="service-stops" mb="xs">
          Stops served
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          Times at the site (Europe/London). Actual is the latest arrival at the stop.
        </Text>
        <StopsTable stops={stops} day={day} />
      </section>

      <section aria-labelledby="service-occupancy">
        <Title order={3} id="service-occupancy" mb="xs">
          Occupancy over the trip
        </Title>
        {occupancies.error ? (
          <Alert color="red" title="The passenger counts could not be loaded" role="alert">
            {errorMessage(occupancies.error)}
          </Alert>
        ) : occupancies.isPending ? (
          <RecordLoading what="passenger counts" />
        ) : (
          <Stack gap="sm">
            <OccupancyChart series={series} day={day} />
            <OccupancyChanges records={occupancies.data} stops={stops} day={day} />
          </Stack>
        )}
      </section>

      <section aria-labelledby="service-alarms">
        <Title order={3} id="service-alarms" mb="xs">
          Alarms
        </Title>
        <ServiceAlarms result={mayReadAlarms ? alarms : null} day={day} />
      </section>
    </Stack>
  );
}

/** What the drawer shows while the service loads, when it failed, or when there is none. */
export function ServiceDetailState(props: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return <RecordState what="service" icon={<IconRouteOff size={28} aria-hidden />} {...props} />;
}
