import { Alert, Badge, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ReportIncidentButton } from '../../components/incidents/report-incident-button.tsx';
import { APP_TITLE } from '../../config/env.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { errorMessage } from '../../lib/forms/server-errors.ts';
import { useNow } from '../../lib/time/use-now.ts';
import { useEndService, useRecordOccupancy, useStartService } from './api/change-service.ts';
import { useMyService } from './api/get-my-service.ts';
import { useScheduledLapMs } from './api/get-service-route.ts';
import { EndServiceButton } from './components/end-service-button.tsx';
import { NextStops } from './components/next-stops.tsx';
import { OperatorAnnouncements } from './components/operator-announcements.tsx';
import { PassengerCounter } from './components/passenger-counter.tsx';
import { StartServicePanel } from './components/start-service-panel.tsx';
import { useLiveService } from './live/use-live-service.ts';

const TITLE = 'Operator';
const LIVE_LABEL = { connected: 'Live', pending: 'Connecting…', failed: 'Not live' } as const;
// Filled, with white text at AA contrast in both colour schemes (as the dashboard's status).
const LIVE_COLOR = { connected: '#267a37', pending: '#8a5a00', failed: '#c92a2a' } as const;

/** Spec §2 /operator, tablet-first: start a service, its next stops, passengers, end it. */
export function OperatorPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const { session } = useSession();
  const operatorId = session?.sub ?? '';
  const current = useMyService(operatorId);
  const service = current.data ?? null;
  const start = useStartService(operatorId);
  const end = useEndService(operatorId);
  const occupancy = useRecordOccupancy(operatorId);
  const live = useLiveService(operatorId, service?.Service_ID ?? null);
  const now = useNow(5_000);
  const lap = useScheduledLapMs(service?.Route_ID ?? null, service?.stops?.length ?? 0);

  return (
    <Stack gap="md" maw={900} mx="auto">
      <Group justify="space-between" align="center">
        <Title order={1}>{TITLE}</Title>
        {service ? (
          <Badge
            color={LIVE_COLOR[live]}
            variant="filled"
            size="lg"
            role="status"
            data-testid="live-state"
          >
            {LIVE_LABEL[live]}
          </Badge>
        ) : null}
      </Group>
      {service ? null : <OperatorAnnouncements />}
      {current.isPending ? <Loader aria-label="Loading your service" /> : null}
      {current.isError ? (
        <Alert color="red" title="Your service could not be loaded">
          {errorMessage(current.error)}
        </Alert>
      ) : null}
      {current.isSuccess && !service ? (
        <StartServicePanel
          busy={start.isPending}
          error={start.error}
          onStart={(choice) => {
            end.reset();
            start.mutate(choice);
          }}
        />
      ) : null}
      {service ? (
        <>
          {/* The service and its end first: in reach without scrolling on a tablet. */}
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Text size="lg" data-testid="current-service" style={{ minWidth: 0 }}>
              <strong>{service.vehicleName}</strong> on <strong>{service.routeName}</strong>
            </Text>
            <Group gap="sm">
              <ReportIncidentButton
                context={{
                  vehicleId: service.Vehicle_ID,
                  vehicleName: service.vehicleName,
                  serviceId: service.Service_ID,
                  routeId: service.Route_ID,
                  routeName: service.routeName,
                  position: service.LastPoint
                    ? { lat: service.LastPoint.lat, lon: service.LastPoint.lon }
                    : null,
                }}
              />
              <EndServiceButton
                service={service}
                busy={end.isPending}
                onEnd={() => {
                  occupancy.reset();
                  end.mutate(service.Service_ID);
                }}
              />
            </Group>
          </Group>
          {end.error ? (
            <Alert color="red" title="The service was not ended" role="alert">
              {errorMessage(end.error)}
            </Alert>
          ) : null}
          <OperatorAnnouncements />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NextStops stops={service.stops ?? []} now={now} lapMs={lap.data ?? null} />
            <PassengerCounter
              service={service}
              busy={occupancy.isPending}
              error={occupancy.error}
              onChange={(change) => occupancy.mutate({ serviceId: service.Service_ID, change })}
            />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
