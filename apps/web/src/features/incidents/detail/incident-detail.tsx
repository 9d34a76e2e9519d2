import { Stack, Text, Title } from '@mantine/core';
import type { Incident } from '@shuttle-ops/domain';
import { IconAlertOctagon } from '@tabler/icons-react';
import { lazy, useMemo } from 'react';
import { RecordState } from '../../../components/record/record-state.tsx';
import { MapBoundary } from '../../../map/index.ts';
import { snapshotSeries } from '../model/snapshot.ts';
import { IncidentActions } from './incident-actions.tsx';
import type { IncidentActionsProps } from './incident-actions.tsx';
import {
  IncidentAttachments,
  IncidentLinks,
  IncidentNarrative,
  IncidentSummaryFields,
} from './incident-fields.tsx';
import { IncidentTimeline } from './incident-timeline.tsx';
import { TelemetrySnapshot } from './telemetry-snapshot.tsx';

// MapLibre is large: loaded only when an incident with a place is shown.
const IncidentMap = lazy(async () => ({
  default: (await import('./incident-map.tsx')).IncidentMap,
}));

const MAP_HEIGHT = 220;

/** The record of one incident: facts, narrative, map, telemetry, files, links and timeline. */
export function IncidentDetail(
  props: Omit<IncidentActionsProps, 'incident'> & { incident: Incident },
) {
  const { incident } = props;
  const trail = useMemo(
    () => (incident.telemetry_snapshot ? snapshotSeries(incident.telemetry_snapshot).trail : []),
    [incident.telemetry_snapshot],
  );
  const placed = incident.location !== null || trail.length > 0;
  return (
    <Stack gap="lg">
      <IncidentActions {...props} />
      <Title order={2} size="h3">
        {incident.reference}: {incident.title}
      </Title>
      <IncidentSummaryFields incident={incident} />
      <IncidentNarrative incident={incident} />
      <section aria-labelledby="incident-place">
        <Title order={3} id="incident-place" mb="xs">
          Where
        </Title>
        {placed ? (
          <>
            <Text size="sm" mb="xs">
              The red dot is where it happened; the blue line is the vehicle’s path around that
              time.
            </Text>
            <MapBoundary height={MAP_HEIGHT} fallbackHint="The position is given above.">
              <IncidentMap
                location={incident.location}
                trail={trail}
                label={`Map of where ${incident.reference} happened`}
                height={MAP_HEIGHT}
              />
            </MapBoundary>
          </>
        ) : (
          <Text size="sm">No position was recorded.</Text>
        )}
      </section>
      <TelemetrySnapshot
        snapshot={incident.telemetry_snapshot}
        occurredAt={incident.occurred_at}
        vehicleId={incident.Vehicle_ID}
      />
      <IncidentAttachments incident={incident} />
      <IncidentLinks incident={incident} />
      <IncidentTimeline entries={incident.timeline} attachments={incident.attachments} />
    </Stack>
  );
}

/** What the drawer shows while the incident loads, when it failed, or when there is none. */
export function IncidentDetailState(props: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <RecordState what="incident" icon={<IconAlertOctagon size={28} aria-hidden />} {...props} />
  );
}
