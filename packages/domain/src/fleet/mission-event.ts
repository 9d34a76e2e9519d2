import { z } from 'zod';
import { latitude, longitude } from '../admin/bus-stop.ts';
import {
  fleetId,
  isoUtc,
  knownWord,
  vehicleWord,
  wireText,
  type PayloadFlag,
} from './fleet-fields.ts';

/**
 * A mission's life: requested → accepted → in_progress → arrived, or it ends cancelled or failed
 * from any state that is not yet final.
 */
export const MISSION_LIFECYCLES = [
  'requested',
  'accepted',
  'in_progress',
  'arrived',
  'cancelled',
  'failed',
] as const;
export type MissionLifecycle = (typeof MISSION_LIFECYCLES)[number];

export const MISSION_TRANSITIONS: Readonly<Record<MissionLifecycle, readonly MissionLifecycle[]>> =
  {
    requested: ['accepted', 'cancelled', 'failed'],
    accepted: ['in_progress', 'cancelled', 'failed'],
    in_progress: ['arrived', 'cancelled', 'failed'],
    arrived: [],
    cancelled: [],
    failed: [],
  };

export const isFinalLifecycle = (lifecycle: MissionLifecycle): boolean =>
  MISSION_TRANSITIONS[lifecycle].length === 0;

export const canTransition = (from: MissionLifecycle, to: MissionLifecycle): boolean =>
  MISSION_TRANSITIONS[from].includes(to);

/** Kinds of mission; spec §7 knows missions to a station of the site (`request/station`). */
export const MISSION_TYPES = ['station'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

/** What the vehicle adds about the mission; every field is optional. */
export const missionEventData = z.object({
  station_id: wireText(32).optional(),
  station_name: wireText(100).optional(),
  /** Expected arrival, while in progress. */
  eta: isoUtc.optional(),
  /** Metres left to the station. */
  remaining_m: z.number().min(0).max(1_000_000).optional(),
  lat: latitude.optional(),
  lon: longitude.optional(),
  /** Why a mission was cancelled or failed. */
  reason: wireText(256).optional(),
});
export type MissionEventData = z.infer<typeof missionEventData>;

/**
 * A mission event on `fleet/{cid}/{vid}/missions` (spec §3 Mission event). `type` is the
 * vehicle's word (stored as given, flagged when not one of MISSION_TYPES); unknown `data` fields
 * are ignored.
 */
export const fleetMissionEvent = z.object({
  Customer_ID: fleetId,
  type: vehicleWord(32),
  vehicle_id: fleetId,
  mission_id: fleetId,
  /** The mission site, e.g. `DAR-HWL`. */
  site_id: wireText(32),
  /** Refused unless known: the lifecycle moves the mission's state. */
  lifecycle: z.enum(MISSION_LIFECYCLES),
  /** When the vehicle sent the event. */
  dt_aggr_send: isoUtc,
  data: missionEventData,
});
export type FleetMissionEvent = z.infer<typeof fleetMissionEvent>;

/** A mission type we do not know (stored as given). */
export function missionEventFlags(event: FleetMissionEvent): PayloadFlag[] {
  return knownWord(MISSION_TYPES, event.type)
    ? []
    : [{ field: 'type', flag: 'UNKNOWN', value: event.type }];
}
