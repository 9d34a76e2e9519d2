import type { PlaybackItem } from '@shuttle-ops/domain';

const cell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The loaded samples as CSV: one row per vehicle and sample, one column per measure carried. */
export function playbackCsv(items: readonly PlaybackItem[]): string {
  const measures = [
    ...new Set(items.flatMap((item) => item.samples.flatMap((s) => Object.keys(s.measures)))),
  ].sort();
  const header = ['vehicle_id', 'vehicle', 'time', 'lat', 'lon', 'heading', 'speed', ...measures];
  const rows = items.flatMap((item) =>
    item.samples.map((s) =>
      [item.Vehicle_ID, item.name, s.t, s.lat, s.lon, s.heading, s.speed]
        .concat(measures.map((name) => s.measures[name] ?? null))
        .map(cell)
        .join(','),
    ),
  );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
