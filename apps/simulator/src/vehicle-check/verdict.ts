import type { VehicleLiveState, VehicleRefusal } from '@shuttle-ops/domain';
import type { Expectation, Sample } from './sample.ts';

/**
 * ACCEPTED: stored (seen in the vehicle's live state, or no refusal recorded in time);
 * REFUSED: in the vehicle's refusal log, with the server's reason;
 * NO_PUBACK: the broker neither acknowledged the message nor logged a refusal.
 */
export type Verdict = 'ACCEPTED' | 'REFUSED' | 'NO_PUBACK';

export interface SampleResult {
  name: string;
  kind: Sample['kind'];
  topic: string;
  expected: Expectation;
  puback: boolean;
  verdict: Verdict;
  /** The server's reason, for a refused message. */
  reason: string | null;
  /** The server's words for a refusal, or how acceptance was seen. */
  detail: string;
  /** The verdict is what the sample expected. */
  pass: boolean;
}

export const refusalKey = (refusal: VehicleRefusal): string =>
  `${refusal.received_at}|${refusal.reason}|${refusal.topic}|${refusal.message}`;

/** The refusal of this message: one that was not there before it was sent. */
export function newRefusal(
  before: ReadonlySet<string>,
  after: readonly VehicleRefusal[],
  topic: string,
): VehicleRefusal | undefined {
  const fresh = after.filter((refusal) => !before.has(refusalKey(refusal)));
  return fresh.find((refusal) => refusal.topic === topic) ?? fresh.at(-1);
}

const asObject = (body: unknown): Record<string, unknown> | null => {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

/**
 * Whether the vehicle's live state shows this message: a snapshot's `dt_canbus`, an alert's
 * `id`. Mission events and command acks leave no trace there.
 */
export function seenInLiveState(sample: Sample, state: VehicleLiveState | null): boolean {
  const body = asObject(sample.body);
  if (state === null || body === null) return false;
  if (sample.kind === 'telemetry') {
    const at = typeof body.dt_canbus === 'string' ? Date.parse(body.dt_canbus) : NaN;
    return state.dt_canbus !== null && Date.parse(state.dt_canbus) === at;
  }
  if (sample.kind === 'alerts') {
    // The vehicle's own id, a string or a number, comes back as it was sent.
    return (
      (typeof body.id === 'string' || typeof body.id === 'number') &&
      state.latest_alert?.id === body.id
    );
  }
  return false;
}

export const leavesLiveTrace = (sample: Sample): boolean =>
  sample.kind === 'telemetry' || sample.kind === 'alerts';

export function passes(expected: Expectation, verdict: Verdict): boolean {
  return expected.outcome === 'accepted' ? verdict === 'ACCEPTED' : verdict === 'REFUSED';
}
