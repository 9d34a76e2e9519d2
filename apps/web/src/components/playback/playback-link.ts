import { PLAYBACK_MAX_RANGE_MS, paths } from '@shuttle-ops/domain';

/** What a playback link holds: the vehicles, the range and the cursor. */
export interface PlaybackLink {
  /** 'all' or vehicle ids. */
  vehicles: 'all' | string[];
  from: string;
  to: string;
  /** The cursor, ISO; null at the start. */
  at: string | null;
}

const isInstant = (value: string | null): value is string =>
  value !== null && value !== '' && !Number.isNaN(Date.parse(value));

/** The link's playback, or null when it names no complete range. */
export function readPlaybackLink(params: URLSearchParams): PlaybackLink | null {
  const vehicles = params.get('vehicles');
  const from = params.get('from');
  const to = params.get('to');
  if (!vehicles || !isInstant(from) || !isInstant(to)) return null;
  const at = params.get('t');
  return {
    vehicles: vehicles === 'all' ? 'all' : vehicles.split(',').filter((id) => id !== ''),
    from,
    to,
    at: isInstant(at) ? at : null,
  };
}

/** The search parameters of a playback link (`?vehicles=all&from=…&to=…&t=…`). */
export function playbackLinkParams(link: PlaybackLink): URLSearchParams {
  const params = new URLSearchParams({
    vehicles: link.vehicles === 'all' ? 'all' : link.vehicles.join(','),
    from: link.from,
    to: link.to,
  });
  if (link.at !== null) params.set('t', link.at);
  return params;
}

/** How much a moment's replay shows before and after it, unless asked otherwise. */
export const REPLAY_AROUND_MS = 5 * 60 * 1000;

type Instant = string | number;

/** A replay of a moment (`at`, with `before` and `after` it, ms) or of a range (`from`–`to`). */
export type PlaybackHrefArgs =
  | { vehicles: 'all' | readonly string[]; at: Instant; before?: number; after?: number }
  | { vehicles: 'all' | readonly string[]; from: Instant; to: Instant; at?: Instant | null };

const msOf = (value: Instant) => (typeof value === 'number' ? value : Date.parse(value));
const isoOf = (ms: number) => new Date(ms).toISOString();

/**
 * The trip playback link of vehicles at a moment or over a range, the one way every screen links
 * to playback ("Replay"). The range lasts at least a second and at most the longest a playback
 * covers (7 days, kept from its start); the cursor stays inside it.
 */
export function playbackHref(args: PlaybackHrefArgs): string {
  let from: number;
  let to: number;
  let at: number | null;
  if ('from' in args) {
    from = msOf(args.from);
    to = msOf(args.to);
    at = args.at === undefined || args.at === null ? null : msOf(args.at);
  } else {
    at = msOf(args.at);
    from = at - (args.before ?? REPLAY_AROUND_MS);
    to = at + (args.after ?? REPLAY_AROUND_MS);
  }
  to = Math.min(Math.max(to, from + 1000), from + PLAYBACK_MAX_RANGE_MS);
  if (at !== null) at = Math.min(Math.max(at, from), to);
  const params = playbackLinkParams({
    vehicles: args.vehicles === 'all' ? 'all' : [...args.vehicles],
    from: isoOf(from),
    to: isoOf(to),
    at: at === null ? null : isoOf(at),
  });
  return `${paths.operatorPlayback}?${params.toString()}`;
}
