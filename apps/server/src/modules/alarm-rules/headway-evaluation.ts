import {
  gapThresholdsOf,
  loopHeadways,
  type AlarmSettings,
  type GapStatus,
  type ServiceContext,
} from '@shuttle-ops/domain';
import type { Verdict } from './rule-evaluation.ts';

/** The rules that compare the shuttles of a loop. */
export const HEADWAY_RULES = ['BUNCHING', 'HEADWAY_GAP'] as const;
export type HeadwayRule = (typeof HEADWAY_RULES)[number];

/** What is kept of one shuttle on a loop between evaluations. */
export interface HeadwayTrack {
  customerId: string;
  vehicleId: string;
  /** Since when it has been watched (epoch ms). */
  watchedSince: number;
  /** Since when its gap has been bunched / too wide; null while it is not. */
  since: Record<HeadwayRule, number | null>;
  verdicts: Record<HeadwayRule, Verdict>;
}

/** A headway rule's start or end for a shuttle. */
export interface HeadwayChange {
  rule: HeadwayRule;
  active: boolean;
  customerId: string;
  vehicleId: string;
}

const STATUS_OF: Record<HeadwayRule, GapStatus> = { BUNCHING: 'bunched', HEADWAY_GAP: 'gap' };

/** How long a rule's condition must last, ms. */
const afterMs = (rule: HeadwayRule, settings: AlarmSettings) =>
  (rule === 'BUNCHING' ? settings.bunchingAfterS : settings.gapAfterS) * 1000;

/** A fresh track; `known` is false, or null when what was raised before is not known. */
export const freshTrack = (
  customerId: string,
  vehicleId: string,
  at: number,
  known: Verdict,
): HeadwayTrack => ({
  customerId,
  vehicleId,
  watchedSince: at,
  since: { BUNCHING: null, HEADWAY_GAP: null },
  verdicts: { BUNCHING: known, HEADWAY_GAP: known },
});

/**
 * One customer's loops at `now`: BUNCHING when a shuttle's gap to the shuttle ahead stays under
 * `bunchingBelowPercent` of the planned headway for longer than `bunchingAfterS`, HEADWAY_GAP
 * when it stays over `gapAbovePercent` for longer than `gapAfterS`. A rule ends as soon as the
 * gap is back within its share (or unknown: one shuttle left, no prediction). Updates `tracks`
 * (by Service_ID) and answers what started or ended; the tracks of services no longer running
 * are left for the caller (see `endTracks`).
 */
export function evaluateHeadways(
  customerId: string,
  contexts: readonly ServiceContext[],
  settings: AlarmSettings,
  tracks: Map<string, HeadwayTrack>,
  now: number,
  known: Verdict,
): HeadwayChange[] {
  const changes: HeadwayChange[] = [];
  for (const loop of loopHeadways(contexts, gapThresholdsOf(settings))) {
    for (const shuttle of loop.shuttles) {
      let track = tracks.get(shuttle.Service_ID);
      if (!track) {
        track = freshTrack(customerId, shuttle.Vehicle_ID, now, known);
        tracks.set(shuttle.Service_ID, track);
      }
      for (const rule of HEADWAY_RULES) {
        const on = settings.enabled[rule] && shuttle.status === STATUS_OF[rule];
        let next: Verdict;
        if (!on) {
          track.since[rule] = null;
          next = false;
        } else {
          const since = (track.since[rule] ??= now);
          if (now - since > afterMs(rule, settings)) next = true;
          // Seen so since the watch began: it may have been so for longer (a take-over).
          else next = since <= track.watchedSince ? null : false;
        }
        const previous = track.verdicts[rule];
        if (next === null || next === previous) continue;
        track.verdicts[rule] = next;
        // While not yet known either way, an end is reported too (what another server raised).
        changes.push({ rule, active: next, customerId, vehicleId: track.vehicleId });
      }
    }
  }
  return changes;
}

/** Ends what the tracks of services no longer running raised, and forgets them. */
export function endTracks(
  tracks: Map<string, HeadwayTrack>,
  running: ReadonlySet<string>,
): HeadwayChange[] {
  const changes: HeadwayChange[] = [];
  for (const [serviceId, track] of tracks) {
    if (running.has(serviceId)) continue;
    for (const rule of HEADWAY_RULES) {
      if (track.verdicts[rule] !== false) {
        changes.push({
          rule,
          active: false,
          customerId: track.customerId,
          vehicleId: track.vehicleId,
        });
      }
    }
    tracks.delete(serviceId);
  }
  return changes;
}
