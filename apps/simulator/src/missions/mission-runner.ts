import {
  findStation,
  HARWELL_SITE,
  isCommandExpired,
  type CommandAckStatus,
  type FleetCommand,
  type FleetCommandAck,
  type FleetMissionEvent,
  type MissionEventData,
  type MissionLifecycle,
  type MissionStation,
} from '@shuttle-ops/domain';
import type { VehiclePublishKind } from '../mqtt-link.ts';
import type { VehicleEvent } from '../vehicle-model.ts';
import { commandAck } from '../commands/command-ack.ts';
import { SHUTTLE, type VehicleState } from '../vehicle-state.ts';
import { aheadMetres, goalFor, stopAhead } from './mission-plan.ts';

export interface MissionRunnerOptions {
  publish(kind: VehiclePublishKind, payload: FleetCommandAck | FleetMissionEvent): void;
  now: () => Date;
  /** Simulated seconds per real second, to turn simulated time left into a wall-clock ETA. */
  timeScale: number;
  /** The mission site this shuttle serves. */
  siteId?: string;
}

export interface MissionRunner {
  /** Carries out `mission/start` and `mission/cancel`; other commands pass unchanged. */
  onCommand(state: VehicleState, command: FleetCommand): VehicleState;
  /** Reports progress and arrival after a simulation step. */
  afterStep(state: VehicleState, events: readonly VehicleEvent[], dtSeconds: number): void;
  /** The mission being driven, if any. */
  current(): { mission_id: string; station_id: string } | null;
}

/** A station this far from the route cannot be reached by driving it. */
export const MAX_STATION_OFFSET_M = 300;
/** Simulated seconds between `in_progress` reports. */
export const PROGRESS_EVERY_S = 10;
/** Service resumes at a stop at least this far ahead: the braking distance at full speed. */
const RESUME_AHEAD_M = (SHUTTLE.cruiseSpeed * SHUTTLE.cruiseSpeed) / (2 * SHUTTLE.decel) + 2;
/** Average speed over a trip with corners and crossings, for the ETA. */
const AVERAGE_SPEED = 0.8 * SHUTTLE.cruiseSpeed;

interface ActiveMission {
  id: string;
  station: MissionStation;
  sinceProgress: number;
}

/**
 * One shuttle's missions to stations: it leaves its service, drives its route to the point
 * nearest the station, stops there (doors open as at a stop) and then resumes its service.
 * A command received after its `expires_at` is answered `expired` and not acted on.
 */
export function missionRunner(options: MissionRunnerOptions): MissionRunner {
  const siteId = options.siteId ?? HARWELL_SITE.mission_site_id;
  let active: ActiveMission | null = null;

  const ack = (
    state: VehicleState,
    command: FleetCommand,
    status: CommandAckStatus,
    reason?: string,
  ) =>
    options.publish(
      'commands/ack',
      commandAck(state.spec.vehicleId, command, status, options.now(), reason || undefined),
    );

  const report = (
    state: VehicleState,
    mission: ActiveMission,
    lifecycle: MissionLifecycle,
    data: MissionEventData = {},
  ) =>
    options.publish('missions', {
      Customer_ID: state.spec.customerId,
      type: 'station',
      vehicle_id: state.spec.vehicleId,
      mission_id: mission.id,
      site_id: siteId,
      lifecycle,
      dt_aggr_send: options.now().toISOString(),
      data: {
        station_id: mission.station.station_id,
        station_name: mission.station.name,
        lat: state.lat,
        lon: state.lon,
        ...data,
      },
    });

  const progress = (state: VehicleState, mission: ActiveMission) => {
    const goal = state.goal;
    if (!goal) return;
    const remaining = aheadMetres(state.spec.route, state.distance, goal.distance, state.direction);
    const seconds = remaining / AVERAGE_SPEED / options.timeScale;
    report(state, mission, 'in_progress', {
      remaining_m: Math.round(remaining),
      eta: new Date(options.now().getTime() + seconds * 1000).toISOString(),
    });
    mission.sinceProgress = 0;
  };

  function start(
    state: VehicleState,
    command: Extract<FleetCommand, { command: 'mission/start' }>,
  ): VehicleState {
    const { mission_id, station_id, site_id } = command.args;
    const station = site_id === siteId ? findStation(site_id, station_id) : undefined;
    if (!station) {
      ack(state, command, 'rejected', `unknown station ${station_id} of site ${site_id}`);
      return state;
    }
    if (active) {
      ack(state, command, 'rejected', `already on mission ${active.id}`);
      return state;
    }
    const goal = goalFor(state.spec.route, state, station);
    if (goal.offsetM > MAX_STATION_OFFSET_M) {
      ack(state, command, 'rejected', `station ${station.name} is not on this shuttle’s route`);
      return state;
    }
    ack(state, command, 'acknowledged');
    const mission: ActiveMission = { id: mission_id, station, sinceProgress: 0 };
    active = mission;
    const next: VehicleState = {
      ...state,
      direction: goal.direction,
      goal: { distance: goal.distance, stopIndex: goal.stopIndex },
    };
    // A mission takes the shuttle off its charger; a stop being served is finished first.
    if (next.phase === 'CHARGING') {
      next.phase = 'DRIVING';
      next.exchange = null;
    }
    report(next, mission, 'accepted');
    progress(next, mission);
    return next;
  }

  function cancel(
    state: VehicleState,
    command: Extract<FleetCommand, { command: 'mission/cancel' }>,
  ): VehicleState {
    const mission = active;
    if (!mission || mission.id !== command.args.mission_id) {
      ack(state, command, 'rejected', `no mission ${command.args.mission_id} under way`);
      return state;
    }
    active = null;
    const { route } = state.spec;
    const next: VehicleState = {
      ...state,
      goal: undefined,
      stopIndex:
        state.phase === 'DRIVING'
          ? stopAhead(route, state.distance, state.direction, RESUME_AHEAD_M)
          : state.stopIndex,
    };
    ack(next, command, 'executed');
    report(next, mission, 'cancelled', { reason: 'cancelled by the operator' });
    return next;
  }

  return {
    onCommand(state, command) {
      if (command.command !== 'mission/start' && command.command !== 'mission/cancel') {
        return state;
      }
      if (isCommandExpired(command, options.now())) {
        ack(state, command, 'expired', 'received after expires_at');
        return state;
      }
      return command.command === 'mission/start' ? start(state, command) : cancel(state, command);
    },

    afterStep(state, events, dtSeconds) {
      const mission = active;
      if (!mission) return;
      if (events.some((event) => event.type === 'goal-reached')) {
        active = null;
        report(state, mission, 'arrived', { remaining_m: 0 });
        return;
      }
      mission.sinceProgress += dtSeconds;
      if (mission.sinceProgress >= PROGRESS_EVERY_S) progress(state, mission);
    },

    current: () =>
      active ? { mission_id: active.id, station_id: active.station.station_id } : null,
  };
}
