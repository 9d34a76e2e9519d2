import { randomUUID } from 'node:crypto';
import {
  dataFreshness,
  findStation,
  isFinalLifecycle,
  listResult,
  pageWindow,
  stationsOf,
  type FleetMissionEvent,
  type MissionCancelQuery,
  type MissionDraft,
  type MissionEventData,
  type MissionLifecycle,
  type MissionListQuery,
  type MissionOverview,
  type MissionRequestBody,
  type MissionStackQuery,
  type MissionStationList,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import { estimateTrip } from './mission-estimate.ts';
import type { MissionLink, StartOutcome } from './mission-link.ts';
import { presentMission, queuePositions } from './missions.presenter.ts';
import type { MissionRow, MissionsRepository } from './missions.repository.ts';

export interface MissionsDeps {
  repo: MissionsRepository;
  link: MissionLink;
  audit: AuditRepository;
  bus: EventBus;
  state: VehicleStateStore;
  /** MISSION_SITE_ID: the one mission site this server knows. */
  siteId: string;
  logger: { error(fields: object, message: string): void };
  now?: () => Date;
}

const vehicleMissing = () => notFound('Vehicle not found');
const missionMissing = () => notFound('Mission not found');
const vehicleTimeout = (reason: string) => new HttpError(504, 'VEHICLE_TIMEOUT', reason);

/**
 * Missions to stations: a vehicle runs one at a time; further requests wait on its stack and are
 * sent, oldest first, when the one under way ends. Lifecycle steps made by the server
 * (requested, failed, cancelled while queued or unreachable) are recorded and published like the
 * vehicle's own, so subscribers see every step.
 */
export function missionsService(deps: MissionsDeps) {
  const { repo, link, audit, bus, state, siteId } = deps;
  const now = deps.now ?? (() => new Date());

  const eventOf = (
    row: MissionRow,
    lifecycle: MissionLifecycle,
    data: MissionEventData = {},
  ): FleetMissionEvent => ({
    Customer_ID: row.customerId,
    type: row.type,
    vehicle_id: row.vehicleId,
    mission_id: row.id,
    site_id: row.siteId,
    lifecycle,
    dt_aggr_send: now().toISOString(),
    data: { station_id: row.stationId, station_name: row.stationName, ...data },
  });

  async function announce(event: FleetMissionEvent): Promise<void> {
    await repo.recordEvent(event);
    bus.publish({
      type: 'mission',
      customerId: event.Customer_ID,
      vehicleId: event.vehicle_id,
      payload: event,
    });
  }

  /** Ends a mission under way on the server's word (the vehicle refused, or cannot answer). */
  async function end(row: MissionRow, lifecycle: 'failed' | 'cancelled', reason: string) {
    const event = eventOf(row, lifecycle, { reason });
    const updated = await repo.applyLifecycle(event);
    if (updated) {
      await announce(event);
      advanceLater(row.vehicleId);
    }
    return updated;
  }

  /** Sends the vehicle's next queued mission if none is under way. */
  async function advance(
    vehicleId: string,
  ): Promise<{ row: MissionRow; outcome: StartOutcome } | null> {
    const row = await repo.activateNext(vehicleId, randomUUID());
    if (!row) return null;
    const outcome = await link.start(row);
    if (outcome.kind !== 'acknowledged') await end(row, 'failed', outcome.reason);
    return { row, outcome };
  }

  function advanceLater(vehicleId: string): void {
    void advance(vehicleId).catch((err: unknown) =>
      deps.logger.error({ err, vehicle_id: vehicleId }, 'sending the next mission failed'),
    );
  }

  async function vehicleOf(actor: Actor, vehicleId: string) {
    const vehicle = await repo.findVehicle(actor.scope, vehicleId);
    if (!vehicle) throw vehicleMissing();
    return vehicle;
  }

  function stationOf(stationId: string) {
    const station = findStation(siteId, stationId);
    if (!station) throw invalidField('body.station_id', `is not a station of site ${siteId}`);
    return station;
  }

  async function withPosition(actor: Actor, row: MissionRow) {
    const stack = row.status === 'queued' ? await repo.stack(actor.scope, row.vehicleId) : [];
    return presentMission(row, queuePositions(stack));
  }

  const audited = (
    actor: Actor,
    action: 'mission.request' | 'mission.cancel',
    row: MissionRow,
    outcome: 'success' | 'failure',
    extra: Record<string, unknown> = {},
  ) =>
    audit.record({
      action,
      outcome,
      customerId: row.customerId,
      userId: actor.session.sub,
      username: actor.session.username,
      requestId: actor.requestId,
      ip: actor.ip,
      details: {
        mission_id: row.id,
        Vehicle_ID: row.vehicleId,
        station_id: row.stationId,
        ...extra,
      },
    });

  /** A vehicle silent this long cannot confirm a cancel; the server cancels on its own. */
  const isSilent = (row: MissionRow): boolean =>
    dataFreshness(state.get(row.customerId, row.vehicleId)?.received_at ?? null, now()).silent;

  return {
    stations(): MissionStationList {
      const items = stationsOf(siteId).map((s) => ({ ...s, site_id: siteId }));
      return { site_id: siteId, Items: items, Count: items.length, total: items.length };
    },

    async draft(actor: Actor, body: MissionRequestBody): Promise<MissionDraft> {
      const vehicle = await vehicleOf(actor, body.vehicle_id);
      const station = stationOf(body.station_id);
      const live = state.get(actor.scope.customerId, vehicle.id);
      const from =
        live?.lat != null && live.lon != null && live.dt_canbus
          ? { lat: live.lat, lon: live.lon, dt_canbus: live.dt_canbus }
          : null;
      const trip = from ? estimateTrip(from, station) : null;
      const ahead = await repo.countOpen(vehicle.id);
      return {
        site_id: siteId,
        vehicle_id: vehicle.id,
        station: {
          station_id: station.station_id,
          name: station.name,
          lat: station.lat,
          lon: station.lon,
        },
        from,
        distance_m: trip?.distanceM ?? null,
        estimated_duration_s: trip?.durationS ?? null,
        missions_ahead: ahead,
        would_be: ahead > 0 ? 'queued' : 'active',
      };
    },

    async request(actor: Actor, body: MissionRequestBody) {
      const vehicle = await vehicleOf(actor, body.vehicle_id);
      const station = stationOf(body.station_id);
      if (vehicle.statusFlag !== 'active') {
        throw conflict(
          `The vehicle is ${vehicle.statusFlag}: it takes no missions.`,
          'VEHICLE_NOT_ACTIVE',
        );
      }
      const row = await repo.insert({
        id: randomUUID(),
        customerId: actor.scope.customerId,
        vehicleId: vehicle.id,
        siteId,
        type: 'station',
        stationId: station.station_id,
        stationName: station.name,
        status: 'queued',
        lifecycle: 'requested',
        requestedBy: actor.session.sub,
        requestedByName: actor.session.username,
      });
      await announce(eventOf(row, 'requested'));
      const sent = await advance(vehicle.id);
      const outcome = sent?.row.id === row.id ? sent.outcome : null;
      await audited(
        actor,
        'mission.request',
        row,
        outcome && outcome.kind !== 'acknowledged' ? 'failure' : 'success',
        {
          sent: outcome !== null,
          ...(outcome && outcome.kind !== 'acknowledged' ? { reason: outcome.reason } : {}),
        },
      );
      if (outcome?.kind === 'rejected') {
        throw conflict(`The vehicle refused the mission: ${outcome.reason}`, 'REJECTED', {
          mission_id: row.id,
        });
      }
      if (outcome?.kind === 'no-answer') throw vehicleTimeout(`Mission failed: ${outcome.reason}`);
      return withPosition(actor, (await repo.byId(actor.scope, row.id)) ?? row);
    },

    async cancel(actor: Actor, query: MissionCancelQuery) {
      let row = await repo.byId(actor.scope, query.mission_id);
      if (!row) throw missionMissing();
      const reason = `cancelled by ${actor.session.username}`;
      if (row.status === 'queued') {
        const cancelled = await repo.cancelQueued(actor.scope, row.id, reason);
        if (cancelled) {
          await announce(eventOf(cancelled, 'cancelled', { reason }));
          await audited(actor, 'mission.cancel', cancelled, 'success', { was: 'queued' });
          return presentMission(cancelled);
        }
        // Sent meanwhile: cancel it on the vehicle.
        row = (await repo.byId(actor.scope, row.id)) ?? row;
      }
      if (row.status === 'ended') {
        throw conflict(`The mission has already ended (${row.lifecycle}).`, 'MISSION_ENDED');
      }
      const outcome = await link.cancel(row);
      if (outcome.kind === 'cancelled') {
        if (outcome.event) await repo.applyLifecycle(outcome.event);
        else await end(row, 'cancelled', reason);
        const after = (await repo.byId(actor.scope, row.id)) ?? row;
        if (after.lifecycle !== 'cancelled') {
          throw conflict(`The mission has already ended (${after.lifecycle}).`, 'MISSION_ENDED');
        }
        await audited(actor, 'mission.cancel', after, 'success', { was: 'active' });
        advanceLater(row.vehicleId);
        return presentMission(after);
      }
      if (outcome.kind === 'no-answer' && isSilent(row)) {
        const ended = await end(row, 'cancelled', `${reason}; the vehicle was unreachable`);
        await audited(actor, 'mission.cancel', ended ?? row, 'success', {
          was: 'active',
          unconfirmed: true,
        });
        return presentMission(ended ?? row);
      }
      await audited(actor, 'mission.cancel', row, 'failure', { reason: outcome.reason });
      if (outcome.kind === 'rejected') {
        throw conflict(`The vehicle refused to cancel: ${outcome.reason}`, 'REJECTED');
      }
      throw vehicleTimeout(`The cancellation is not confirmed: ${outcome.reason}`);
    },

    /** A mission event from a vehicle (or from another process) brings the mission up to date. */
    async onMissionEvent(event: FleetMissionEvent): Promise<void> {
      const updated = await repo.applyLifecycle(event);
      if (updated && isFinalLifecycle(updated.lifecycle)) await advance(updated.vehicleId);
    },

    async overview(actor: Actor): Promise<MissionOverview> {
      const [vehicles, stack, latest] = await Promise.all([
        repo.listVehicles(actor.scope),
        repo.stack(actor.scope),
        repo.latestPerVehicle(actor.scope),
      ]);
      const items = vehicles.map((vehicle) => {
        const mine = stack.filter((row) => row.vehicleId === vehicle.id);
        const active = mine.find((row) => row.status === 'active');
        const last = latest.find((row) => row.vehicleId === vehicle.id);
        return {
          vehicle_id: vehicle.id,
          name: vehicle.name,
          current: active ? presentMission(active) : null,
          queued: mine.filter((row) => row.status === 'queued').length,
          last_lifecycle: last?.lifecycle ?? null,
          last_update_dt: last?.updatedAt.toISOString() ?? null,
        };
      });
      return { site_id: siteId, Items: items, Count: items.length, total: items.length };
    },

    async list(actor: Actor, query: MissionListQuery) {
      const [{ rows, total }, stack] = await Promise.all([
        repo.list(actor.scope, {
          vehicleId: query.vehicle_id,
          stationId: query.station_id,
          lifecycle: query.lifecycle,
          status: query.status,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          query: query.query,
          sort: query.sort_attributes,
          order: query.sort_order,
          ...pageWindow(query),
        }),
        repo.stack(actor.scope),
      ]);
      const positions = queuePositions(stack);
      return listResult(
        rows.map((row) => presentMission(row, positions)),
        total,
      );
    },

    async stack(actor: Actor, query: MissionStackQuery) {
      if (query.mission_id) {
        const row = await repo.byId(actor.scope, query.mission_id);
        if (!row) throw missionMissing();
        return withPosition(actor, row);
      }
      if (query.vehicle_id) await vehicleOf(actor, query.vehicle_id);
      const rows = await repo.stack(actor.scope, query.vehicle_id);
      const positions = queuePositions(rows);
      return listResult(
        rows.map((row) => presentMission(row, positions)),
        rows.length,
      );
    },
  };
}

export type MissionsService = ReturnType<typeof missionsService>;
