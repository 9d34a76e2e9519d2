import { bearingDegrees, type PlaybackEvent, type PlaybackSample } from '@shuttle-ops/domain';
import type { TimelineRow } from '../../lib/timeline-range.ts';
import type { TrackRow } from './playback.repository.ts';

const iso = (ms: number | string) => new Date(Math.round(Number(ms))).toISOString();

/**
 * Turns the joined rows (one per sample and measure, ordered by vehicle and time) into each
 * vehicle's samples. SPEED and COURSE fill speed and heading; a sample without COURSE takes the
 * bearing from the previous position when the vehicle moved.
 */
export function samplesByVehicle(
  rows: readonly TrackRow[],
  carried: ReadonlySet<string>,
): Map<string, PlaybackSample[]> {
  const tracks = new Map<string, PlaybackSample[]>();
  let last: { vehicle: string; ms: number; sample: PlaybackSample } | null = null;
  for (const row of rows) {
    const ms = Math.round(Number(row.dt_ms));
    if (!last || last.vehicle !== row.vehicle_id || last.ms !== ms) {
      const sample: PlaybackSample = {
        t: iso(ms),
        lat: Number(row.lat),
        lon: Number(row.lon),
        heading: null,
        speed: null,
        measures: {},
      };
      const track = tracks.get(row.vehicle_id) ?? [];
      if (track.length === 0) tracks.set(row.vehicle_id, track);
      track.push(sample);
      last = { vehicle: row.vehicle_id, ms, sample };
    }
    if (row.measure_name === null) continue;
    const value = row.value_num ?? row.value_text;
    if (value === null) continue;
    if (row.measure_name === 'SPEED' && typeof value === 'number') last.sample.speed = value;
    if (row.measure_name === 'COURSE' && typeof value === 'number') last.sample.heading = value;
    if (carried.has(row.measure_name)) last.sample.measures[row.measure_name] = value;
  }
  for (const track of tracks.values()) deriveHeadings(track);
  return tracks;
}

function deriveHeadings(track: PlaybackSample[]): void {
  let previous: PlaybackSample | undefined;
  for (const sample of track) {
    if (sample.heading === null && previous) {
      const moved = previous.lat !== sample.lat || previous.lon !== sample.lon;
      sample.heading = moved
        ? Math.round(bearingDegrees([previous.lon, previous.lat], [sample.lon, sample.lat]) * 10) /
          10
        : previous.heading;
    }
    previous = sample;
  }
}

/** Each vehicle's events, oldest first (ties in a fixed order by kind and label). */
export function eventsByVehicle(rows: readonly TimelineRow[]): Map<string, PlaybackEvent[]> {
  const sorted = [...rows].sort(
    (a, b) =>
      Number(a.dt_ms) - Number(b.dt_ms) ||
      a.kind.localeCompare(b.kind) ||
      a.label.localeCompare(b.label),
  );
  const events = new Map<string, PlaybackEvent[]>();
  for (const row of sorted) {
    const list = events.get(row.vehicle_id) ?? [];
    if (list.length === 0) events.set(row.vehicle_id, list);
    list.push({ t: iso(row.dt_ms), kind: row.kind, label: row.label });
  }
  return events;
}
