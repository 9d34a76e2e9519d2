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
