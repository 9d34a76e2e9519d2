import type { TemplateComponent } from '@shuttle-ops/domain';
import { useCallback, useMemo, useState } from 'react';
import type { VehicleOption } from '../../../lib/api/vehicle-options.ts';
import { usePastTelemetry, type PastRange } from '../api/get-telemetry-report.ts';
import { measuresOf } from '../model/layout.ts';
import { appendLive, lineKey, reportLines, type Line } from '../model/series.ts';
import type { DashboardData, Reading } from '../widgets/widget-props.ts';
import { useDashboardLive } from './use-dashboard-live.ts';

const NO_LINES: ReadonlyMap<string, Line> = new Map();
const POSITION = ['LATITUDE', 'LONGITUDE', 'COURSE'];

export interface DashboardDataState {
  data: DashboardData;
  /** Live: the feed's state; past: the report's. */
  status: 'pending' | 'connected' | 'failed';
  /** Why it failed, in a sentence. */
  error: string | null;
}

/** What the dashboard's components read: the live store, or `GET telemetry-reports` for a range. */
export function useDashboardData(
  components: readonly TemplateComponent[],
  range: PastRange | null,
  vehicles: readonly VehicleOption[] | undefined,
): DashboardDataState {
  const mode = range === null ? 'live' : 'past';
  const live = useDashboardLive(mode === 'live');
  const wanted = useMemo(
    () =>
      components.flatMap((c) =>
        c.kind === 'time-series'
          ? c.vehicles.flatMap((vehicleId) => c.measures.map((measure) => ({ vehicleId, measure })))
          : [],
      ),
    [components],
  );
  // The live lines grow with each publication of the store, and take the latest values of a
  // component just added (adjusted while rendering, not in an effect).
  const [liveLines, setLiveLines] = useState<{
    from: typeof live.vehicles | null;
    wanted: typeof wanted | null;
    lines: ReadonlyMap<string, Line>;
  }>({ from: null, wanted: null, lines: NO_LINES });
  if (mode === 'live' && (liveLines.from !== live.vehicles || liveLines.wanted !== wanted)) {
    setLiveLines({
      from: live.vehicles,
      wanted,
      lines: appendLive(liveLines.lines, live.vehicles, wanted),
    });
  }

  const measures = useMemo(
    () => [...new Set(components.flatMap((c) => (c.kind === 'map' ? POSITION : measuresOf(c))))],
    [components],
  );
  const past = usePastTelemetry(range, measures);
  const pastLines = useMemo(() => reportLines(past.data), [past.data]);

  const names = useMemo(() => new Map(vehicles?.map((v) => [v.value, v.label])), [vehicles]);
  const nameOf = useCallback((id: string) => names.get(id) ?? 'Vehicle', [names]);
  const liveVehicles = live.vehicles;
  const read = useCallback(
    (vehicleId: string, measure: string): Reading => {
      if (mode === 'live') {
        const vehicle = liveVehicles.get(vehicleId);
        return { value: vehicle?.measures[measure], at: vehicle?.dtCanbus ?? null };
      }
      const line = pastLines.get(lineKey(vehicleId, measure));
      const last = line?.times.at(-1);
      return {
        value: line?.values.at(-1),
        at: last === undefined ? null : new Date(last * 1000).toISOString(),
      };
    },
    [mode, liveVehicles, pastLines],
  );

  const data = useMemo(
    (): DashboardData => ({
      mode,
      live: liveVehicles,
      lines: mode === 'live' ? liveLines.lines : pastLines,
      read,
      nameOf,
    }),
    [mode, liveVehicles, liveLines.lines, pastLines, read, nameOf],
  );
  if (mode === 'live')
    return { data, status: live.status.state, error: live.status.error?.message ?? null };
  return {
    data,
    status: past.isPending ? 'pending' : past.isError ? 'failed' : 'connected',
    error: past.error?.message ?? null,
  };
}
