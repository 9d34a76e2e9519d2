import type { LatestValue, TemplateComponent } from '@shuttle-ops/domain';
import type { LiveVehicles } from '../../../lib/live/index.ts';
import type { Line } from '../model/series.ts';

/** A value a component shows and the time it stands for (ISO), or nothing yet. */
export interface Reading {
  value: LatestValue | undefined;
  at: string | null;
}

/** What every component reads: live, or the past range the dashboard was asked for. */
export interface DashboardData {
  mode: 'live' | 'past';
  /** The console's live vehicles (live mode). */
  live: LiveVehicles;
  /** Each measure of each vehicle over time: live since the screen opened, or the past range. */
  lines: ReadonlyMap<string, Line>;
  /** A measure's latest value of a vehicle: live, or the last one of the range. */
  read: (vehicleId: string, measure: string) => Reading;
  /** The vehicle's name (its id while the registry loads). */
  nameOf: (vehicleId: string) => string;
}

export interface WidgetProps<K extends TemplateComponent['kind'] = TemplateComponent['kind']> {
  component: Extract<TemplateComponent, { kind: K }>;
  data: DashboardData;
}
