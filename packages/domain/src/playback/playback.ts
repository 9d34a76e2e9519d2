import { z } from 'zod';
import { MEASURE_NAMES } from '../telemetry/measures.ts';
import { instant } from '../validation/instant.ts';

/** The longest range one playback may cover. */
export const PLAYBACK_MAX_RANGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many samples per vehicle; a longer range is thinned into equal time buckets. */
export const PLAYBACK_MAX_SAMPLES = 5000;

const measureNames = z.array(z.enum(MEASURE_NAMES)).max(MEASURE_NAMES.length);

/** POST playback: which vehicles ("all" or ids), the range and the extra measures to carry. */
export const playbackRequest = z.object({
  vehicles: z.union([z.literal('all'), z.array(z.uuid()).min(1).max(50)]),
  from: instant,
  to: instant,
  measures: measureNames.optional(),
  /** Saves the playback under this name (GET and DELETE then find it by its Playback_ID). */
  name: z.string().trim().min(1).max(100).optional(),
  /** Platform-owner administrators may name another customer. */
  Customer_ID: z.uuid().optional(),
});
export type PlaybackRequest = z.infer<typeof playbackRequest>;

/**
 * GET playback?Playback_ID=: a saved playback, replayed; or GET
 * playback?vehicle_id=&from=&to=&measures=A,B: the same as POST for one vehicle.
 */
export const playbackQuery = z.object({
  Playback_ID: z.uuid().optional(),
  vehicle_id: z.uuid().optional(),
  from: instant.optional(),
  to: instant.optional(),
  /** Comma-separated measure names. */
  measures: z.string().max(2000).optional(),
  Customer_ID: z.uuid().optional(),
});
export type PlaybackQuery = z.infer<typeof playbackQuery>;

/** One position of a vehicle, with its speed, heading and the chosen measures at that time. */
export const playbackSample = z.object({
  t: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Degrees from north: the vehicle's COURSE, else derived from the previous position. */
  heading: z.number().nullable(),
  speed: z.number().nullable(),
  measures: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type PlaybackSample = z.infer<typeof playbackSample>;

export const PLAYBACK_EVENT_KINDS = [
  'alarm_raised',
  'alarm_acknowledged',
  'alarm_resolved',
  'command',
  'service_start',
  'service_end',
  'door_open',
  'door_close',
] as const;
export type PlaybackEventKind = (typeof PLAYBACK_EVENT_KINDS)[number];

/** Something that happened to the vehicle within the range, on the samples' clock. */
export const playbackEvent = z.object({
  t: z.string(),
  kind: z.enum(PLAYBACK_EVENT_KINDS),
  label: z.string(),
});
export type PlaybackEvent = z.infer<typeof playbackEvent>;

/** One vehicle's track: ordered samples and events. */
export const playbackItem = z.object({
  Vehicle_ID: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  /** Width of the time buckets the samples were thinned into, ms (0: every stored position). */
  bucket_ms: z.number(),
  samples: z.array(playbackSample),
  events: z.array(playbackEvent),
});
export type PlaybackItem = z.infer<typeof playbackItem>;

/** A playback saved under a name: the query it replays. */
export const savedPlayback = z.object({
  Playback_ID: z.string(),
  name: z.string(),
  vehicles: z.union([z.literal('all'), z.array(z.string())]),
  from: z.string(),
  to: z.string(),
  measures: z.array(z.string()),
  created_by: z.string(),
  created_at: z.string(),
});
export type SavedPlayback = z.infer<typeof savedPlayback>;

/** DELETE playback?Playback_ID=: a saved playback. */
export const playbackDeleteQuery = z.object({
  Playback_ID: z.uuid(),
  Customer_ID: z.uuid().optional(),
});

/** The replay; with `playback` when it was saved (POST with a name) or read saved (GET). */
export const playbackResponse = z.object({
  Items: z.array(playbackItem),
  playback: savedPlayback.optional(),
});
export type PlaybackResponse = z.infer<typeof playbackResponse>;
