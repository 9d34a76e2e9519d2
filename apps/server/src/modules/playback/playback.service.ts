import {
  MEASURE_NAMES,
  PLAYBACK_MAX_RANGE_MS,
  PLAYBACK_MAX_SAMPLES,
  isMeasureName,
  type MeasureName,
  type PlaybackItem,
  type PlaybackResponse,
  type SavedPlayback,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import { vehicleName, vehiclesInService } from '../vehicles/index.ts';
import { eventsByVehicle, samplesByVehicle } from './playback-tracks.ts';
import type { PlaybackRepository, SavedPlaybackRow } from './playback.repository.ts';

export interface PlaybackAsk {
  vehicles: 'all' | string[];
  from: string;
  to: string;
  measures: readonly string[];
  /** Where the request carried its fields ('body' or 'querystring'), for the error's field path. */
  place: 'body' | 'querystring';
}

export interface PlaybackDeps {
  db: Db;
  repo: PlaybackRepository;
  audit: AuditRepository;
}

/** A saved playback as the API answers it. */
export const presentSaved = (row: SavedPlaybackRow): SavedPlayback => ({
  Playback_ID: row.id,
  name: row.name,
  vehicles: row.vehicles,
  from: row.from.toISOString(),
  to: row.to.toISOString(),
  measures: row.measures,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

/** Measures every sample carries whatever was asked: speed, heading and doors. */
const ALWAYS: readonly MeasureName[] = ['SPEED', 'COURSE', 'DOOR_STATUS'];

/** Width of the time buckets that keep a vehicle's track within PLAYBACK_MAX_SAMPLES. */
export const bucketWidthMs = (from: Date, to: Date): number =>
  Math.max(1, Math.ceil((to.getTime() - from.getTime() + 1) / PLAYBACK_MAX_SAMPLES));

/** Trip playback: the stored positions, measures and events of a customer's vehicles. */
export function playbackService({ db, repo, audit }: PlaybackDeps) {
  const vehiclesOf = async (actor: Actor, ask: PlaybackAsk, field: string) => {
    if (ask.vehicles === 'all') {
      const rows = await vehiclesInService(db, actor.scope.customerId);
      return rows.map((v) => ({ id: v.id, name: v.name }));
    }
    const found: { id: string; name: string }[] = [];
    for (const id of new Set(ask.vehicles)) {
      const name = await vehicleName(db, actor.scope, id);
      if (name === undefined) throw notFound(`${field}: no vehicle ${id} in your customer.`);
      found.push({ id, name });
    }
    return found;
  };

  async function tracks(actor: Actor, ask: PlaybackAsk): Promise<PlaybackResponse> {
    const from = new Date(ask.from);
    const to = new Date(ask.to);
    if (to.getTime() <= from.getTime()) {
      throw invalidField(`${ask.place}.to`, 'The end must be after the start.');
    }
    if (to.getTime() - from.getTime() > PLAYBACK_MAX_RANGE_MS) {
      throw invalidField(`${ask.place}.to`, 'A playback covers at most 7 days.');
    }
    const unknown = ask.measures.find((name) => !isMeasureName(name));
    if (unknown !== undefined) {
      throw invalidField(`${ask.place}.measures`, `Unknown measure ${unknown}.`);
    }
    const vehicleField = ask.place === 'body' ? 'body.vehicles' : 'querystring.vehicle_id';
    const vehicles = await vehiclesOf(actor, ask, vehicleField);
    if (vehicles.length === 0) return { Items: [] };

    const range = { scope: actor.scope, vehicleIds: vehicles.map((v) => v.id), from, to };
    const carried = new Set<string>([...ALWAYS, ...ask.measures]);
    const bucketMs = bucketWidthMs(from, to);
    const [sampleRows, ...eventRows] = await Promise.all([
      repo.samples(
        range,
        bucketMs,
        MEASURE_NAMES.filter((name) => carried.has(name)),
      ),
      repo.doorEvents(range),
      repo.alarmEvents(range),
      repo.commandEvents(range),
      repo.serviceEvents(range),
    ]);
    const samples = samplesByVehicle(sampleRows, carried);
    const events = eventsByVehicle(eventRows.flat());
    const items: PlaybackItem[] = vehicles
      .map((v) => ({
        Vehicle_ID: v.id,
        name: v.name,
        from: from.toISOString(),
        to: to.toISOString(),
        bucket_ms: bucketMs,
        samples: samples.get(v.id) ?? [],
        events: events.get(v.id) ?? [],
      }))
      // A vehicle with nothing recorded in the range has nothing to replay.
      .filter((item) => item.samples.length > 0 || item.events.length > 0);
    return { Items: items };
  }

  return {
    tracks,

    /** Replays the query and saves it under `name` (the query, not the data it read). */
    async save(actor: Actor, ask: PlaybackAsk, name: string): Promise<PlaybackResponse> {
      const replay = await tracks(actor, ask);
      const row = await repo.save(actor.scope, {
        name,
        vehicles: ask.vehicles === 'all' ? 'all' : [...new Set(ask.vehicles)],
        from: new Date(ask.from),
        to: new Date(ask.to),
        measures: [...new Set(ask.measures)],
        createdBy: actor.session.username,
      });
      await recordChange(audit, actor, 'playback.save', row.customerId, {
        Playback_ID: row.id,
        name,
      });
      return { ...replay, playback: presentSaved(row) };
    },

    /** A saved playback of the customer, replayed from what is stored now. */
    async replaySaved(actor: Actor, id: string): Promise<PlaybackResponse> {
      const row = await repo.findSaved(actor.scope, id);
      if (!row)
        throw notFound(`querystring.Playback_ID: no saved playback ${id} in your customer.`);
      const replay = await tracks(actor, {
        vehicles: row.vehicles,
        from: row.from.toISOString(),
        to: row.to.toISOString(),
        measures: row.measures,
        place: 'querystring',
      });
      return { ...replay, playback: presentSaved(row) };
    },

    /** Deletes a saved playback of the customer (the recorded data stays). */
    async deleteSaved(actor: Actor, id: string): Promise<void> {
      const row = await repo.deleteSaved(actor.scope, id);
      if (!row)
        throw notFound(`querystring.Playback_ID: no saved playback ${id} in your customer.`);
      await recordChange(audit, actor, 'playback.delete', row.customerId, {
        Playback_ID: row.id,
        name: row.name,
      });
    },
  };
}

export type PlaybackService = ReturnType<typeof playbackService>;
