import { isFinalLifecycle, type FleetMissionEvent } from '@shuttle-ops/domain';
import type { BusEvent } from '../../events/bus-event.ts';
import {
  type RequestOutcome,
  type RequestTimeouts,
  type VehicleRequests,
} from '../vehicle-requests/index.ts';
import type { MissionRow } from './missions.repository.ts';

export type StartOutcome =
  | { kind: 'acknowledged' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'no-answer'; reason: string };

export type CancelOutcome =
  | { kind: 'cancelled'; event: FleetMissionEvent | null }
  | { kind: 'rejected'; reason: string }
  | { kind: 'no-answer'; reason: string };

type Failure = { kind: 'rejected'; reason: string } | { kind: 'no-answer'; reason: string };

/** What a mission request that did not succeed tells the operator. */
function failureOf(outcome: RequestOutcome, timeouts: RequestTimeouts): Failure {
  switch (outcome.state) {
    case 'rejected':
      return { kind: 'rejected', reason: outcome.reason ?? '' };
    case 'expired':
      return { kind: 'no-answer', reason: 'the command reached the vehicle too late' };
    case 'not_sent':
      return { kind: 'no-answer', reason: `the command could not be sent: ${outcome.reason}` };
    default:
      return {
        kind: 'no-answer',
        reason: `the vehicle did not answer within ${Math.round(timeouts.finishWithinMs / 1000)} s`,
      };
  }
}

/** The vehicle's event that the mission has ended (cancelled, or it finished first). */
const endOf =
  (mission: MissionRow) =>
  (event: BusEvent): boolean =>
    event.type === 'mission' &&
    event.payload.mission_id === mission.id &&
    isFinalLifecycle(event.payload.lifecycle);

/** Mission commands over the vehicle request channel, and what their outcomes mean. */
export function missionLink(requests: VehicleRequests) {
  const timeouts = requests.timeouts.mission;
  const to = (mission: MissionRow) => ({
    customerId: mission.customerId,
    vehicleId: mission.vehicleId,
    timeouts,
  });

  return {
    /** `mission/start` with the command id the mission was activated with. */
    async start(mission: MissionRow): Promise<StartOutcome> {
      const outcome = await requests.request({
        ...to(mission),
        commandId: mission.commandId ?? undefined,
        command: {
          command: 'mission/start',
          args: { mission_id: mission.id, station_id: mission.stationId, site_id: mission.siteId },
        },
        finishOn: 'acknowledged',
      });
      if (outcome.state === 'acknowledged' || outcome.state === 'executed') {
        return { kind: 'acknowledged' };
      }
      return failureOf(outcome, timeouts);
    },

    /** `mission/cancel`; answered once the vehicle reports the mission ended. */
    async cancel(mission: MissionRow): Promise<CancelOutcome> {
      const outcome = await requests.request({
        ...to(mission),
        command: { command: 'mission/cancel', args: { mission_id: mission.id } },
        finishOn: 'matched',
        match: endOf(mission),
      });
      if (outcome.state === 'matched' && outcome.event.type === 'mission') {
        return { kind: 'cancelled', event: outcome.event.payload };
      }
      // The vehicle carried the cancel out but its mission event did not come (yet).
      if (outcome.state === 'timed_out' && outcome.heard === 'executed') {
        return { kind: 'cancelled', event: null };
      }
      return failureOf(outcome, timeouts);
    },
  };
}

export type MissionLink = ReturnType<typeof missionLink>;
