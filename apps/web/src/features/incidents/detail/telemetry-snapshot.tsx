import { Box, Group, Text, Title } from '@mantine/core';
import type { IncidentTelemetrySnapshot } from '@shuttle-ops/domain';
import { lazy, Suspense, useMemo } from 'react';
import { ReplayButton } from '../../../components/playback/replay-button.tsx';
import { RecordLoading } from '../../../components/record/record-state.tsx';
import { keySamples, snapshotSeries, type KeySampleReason } from '../model/snapshot.ts';
import classes from './detail.module.css';
import { clock, SampleTable } from './sample-table.tsx';

// uPlot is loaded only where a chart is shown (ADR 0006).
const SpeedChart = lazy(async () => ({
  default: (await import('./speed-chart.tsx')).SpeedChart,
}));

const REASONS: Record<KeySampleReason, string> = {
  first: 'Start of the snapshot',
  incident: 'Nearest the incident',
  change: 'Doors or a mode changed',
  last: 'End of the snapshot',
};

export interface TelemetrySnapshotProps {
  snapshot: IncidentTelemetrySnapshot | null;
  occurredAt: string;
  /** The incident's vehicle: "Replay" opens trip playback over the snapshot's minutes. */
  vehicleId?: string | null;
}

/**
 * The vehicle's telemetry around the incident: speed over time, and every sample in a table; on
 * paper the chart and the samples that matter (KEY_SAMPLES at most) instead of all of them.
 */
export function TelemetrySnapshot({
  snapshot,
  occurredAt,
  vehicleId = null,
}: TelemetrySnapshotProps) {
  const series = useMemo(() => (snapshot === null ? null : snapshotSeries(snapshot)), [snapshot]);
  const samples = useMemo(
    () =>
      snapshot === null
        ? []
        : [...snapshot.samples].sort((a, b) => Date.parse(a.dt) - Date.parse(b.dt)),
    [snapshot],
  );
  const keyRows = useMemo(
    () =>
      snapshot === null
        ? []
        : keySamples(snapshot, occurredAt).map(({ sample, reason }) => ({
            sample,
            why: REASONS[reason],
          })),
    [snapshot, occurredAt],
  );
  const allRows = useMemo(() => samples.map((sample) => ({ sample })), [samples]);
  return (
    <section aria-labelledby="incident-snapshot">
      <Group justify="space-between" mb="xs">
        <Title order={3} id="incident-snapshot">
          Telemetry snapshot
        </Title>
        {snapshot !== null && vehicleId !== null && (
          <ReplayButton
            replay={{ vehicles: [vehicleId], from: snapshot.from, to: snapshot.to, at: occurredAt }}
            aria-label="Replay the vehicle around the incident"
          />
        )}
      </Group>
      {snapshot === null || series === null || samples.length === 0 ? (
        <Text size="sm">
          No telemetry was kept: the incident names no vehicle, or the vehicle sent none around that
          time.
        </Text>
      ) : (
        <>
          <Box component="figure" m={0} mb="sm">
            <Text component="figcaption" size="sm" mb={4}>
              Speed from {clock(snapshot.from)} to {clock(snapshot.to)} (Europe/London)
              {series.maxSpeed === null ? '' : `, at most ${series.maxSpeed.toFixed(1)} km/h`}; the
              red line is the time of the incident.
            </Text>
            <Suspense fallback={<RecordLoading what="the chart" />}>
              <SpeedChart
                times={series.times}
                speeds={series.speeds}
                at={Date.parse(occurredAt) / 1000}
                label={`Chart of the speed around the incident, ${samples.length} readings.`}
              />
            </Suspense>
          </Box>
          <div className={classes.printOnly} data-testid="key-samples">
            <SampleTable
              caption={`${keyRows.length} of the ${samples.length} samples: the start and end, the one nearest the incident and each change of the doors or a mode`}
              rows={keyRows}
            />
          </div>
          {/* A scrolling region a keyboard can reach (and read with the arrow keys). */}
          <div
            className={classes.samples}
            tabIndex={0}
            role="region"
            aria-label="Telemetry samples around the incident"
          >
            <SampleTable
              caption="Telemetry samples around the incident"
              rows={allRows}
              striped
              stickyHeader
            />
          </div>
        </>
      )}
    </section>
  );
}
