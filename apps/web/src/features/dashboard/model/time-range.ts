import { fromSiteLocal } from '../../../lib/time/site-local-time.ts';

/** The ranges offered on Telemetry Graphs, back from now. */
export const RANGE_PRESETS = [
  { value: '15m', label: '15 min', title: 'the last 15 minutes', seconds: 15 * 60 },
  { value: '1h', label: '1 h', title: 'the last hour', seconds: 3600 },
  { value: '6h', label: '6 h', title: 'the last 6 hours', seconds: 6 * 3600 },
  { value: '24h', label: '24 h', title: 'the last 24 hours', seconds: 24 * 3600 },
  { value: '7d', label: '7 days', title: 'the last 7 days', seconds: 7 * 24 * 3600 },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['value'];

export const DEFAULT_RANGE: RangePreset = '15m';

/** Readings asked per measure over a range: about one per two pixels of a wide chart. */
export const RANGE_POINTS = 600;

/** A range back from now (followed live), or a fixed one between two instants. */
export type TimeRange =
  | { kind: 'preset'; preset: RangePreset; seconds: number; title: string }
  | { kind: 'custom'; from: string; to: string };

const presetOf = (value: string | null) => RANGE_PRESETS.find((preset) => preset.value === value);

/**
 * `?range=1h`, or `?range=custom&from=…&to=…` (ISO instants) → the range; anything else is the
 * default (a custom range whose end is not after its start too).
 */
export function parseRange(params: URLSearchParams): TimeRange {
  const preset = presetOf(params.get('range')) ?? presetOf(DEFAULT_RANGE)!;
  if (params.get('range') === 'custom') {
    const from = Date.parse(params.get('from') ?? '');
    const to = Date.parse(params.get('to') ?? '');
    if (Number.isFinite(from) && Number.isFinite(to) && to > from) {
      return { kind: 'custom', from: new Date(from).toISOString(), to: new Date(to).toISOString() };
    }
  }
  return { kind: 'preset', preset: preset.value, seconds: preset.seconds, title: preset.title };
}

/** The query parameters of a range (the default one writes none). */
export function rangeParams(range: TimeRange): Record<string, string> {
  if (range.kind === 'custom') return { range: 'custom', from: range.from, to: range.to };
  return range.preset === DEFAULT_RANGE ? {} : { range: range.preset };
}

/** The range's instants now (a preset's start moves with the clock; its end is open). */
export function rangeBounds(range: TimeRange, now: number): { from: string; to: string | null } {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  return { from: new Date(now - range.seconds * 1000).toISOString(), to: null };
}

/** A range's span in seconds. */
export const rangeSeconds = (range: TimeRange): number =>
  range.kind === 'preset' ? range.seconds : (Date.parse(range.to) - Date.parse(range.from)) / 1000;

/** The problem with a custom range typed at the site's wall clock, or the range itself. */
export function customRange(
  fromLocal: string,
  toLocal: string,
): { range: TimeRange } | { error: { field: 'from' | 'to'; message: string } } {
  const from = fromSiteLocal(fromLocal);
  const to = fromSiteLocal(toLocal);
  if (from === undefined)
    return { error: { field: 'from', message: 'Enter when the range starts' } };
  if (from === null) return { error: { field: 'from', message: 'Enter a date and time' } };
  if (to === undefined) return { error: { field: 'to', message: 'Enter when the range ends' } };
  if (to === null) return { error: { field: 'to', message: 'Enter a date and time' } };
  if (Date.parse(to) <= Date.parse(from)) {
    return { error: { field: 'to', message: 'The end must be after the start' } };
  }
  if (Date.parse(to) - Date.parse(from) > 366 * 24 * 3600 * 1000) {
    return { error: { field: 'to', message: 'A range may be at most a year and a day' } };
  }
  return { range: { kind: 'custom', from, to } };
}
