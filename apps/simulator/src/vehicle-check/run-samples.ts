import { bodyText, type Sample } from './sample.ts';
import type { VehicleView } from './server-api.ts';
import type { VehicleConnection } from './vehicle-connection.ts';
import {
  leavesLiveTrace,
  newRefusal,
  passes,
  refusalKey,
  seenInLiveState,
  type SampleResult,
  type Verdict,
} from './verdict.ts';

export interface Timing {
  /** How long to look for a refusal (or a trace in the live state) after each PUBACK. */
  settleMs: number;
  /** Between two looks. */
  pollMs: number;
  /**
   * The server keeps at most one refusal a second per vehicle and reason; a message sent sooner
   * after the last refusal waits, so that its own refusal is kept and seen.
   */
  refusalGapMs: number;
}

export const DEFAULT_TIMING: Timing = { settleMs: 2000, pollMs: 100, refusalGapMs: 1100 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait after the newest refusal; never longer than the gap, whatever the clocks say. */
function gapAfter(newest: string | undefined, gapMs: number): number {
  if (newest === undefined) return 0;
  const wait = Date.parse(newest) + gapMs - Date.now();
  return Number.isFinite(wait) ? Math.min(Math.max(wait, 0), gapMs) : 0;
}

/**
 * Sends each sample in turn and finds out what the server made of it: a refusal that appears
 * in the vehicle's log after it was sent, else its trace in the live state, else (once the
 * settle time has passed without a refusal) accepted.
 */
export async function runSamples(
  samples: readonly Sample[],
  connection: VehicleConnection,
  view: VehicleView,
  timing: Timing = DEFAULT_TIMING,
): Promise<SampleResult[]> {
  const results: SampleResult[] = [];
  for (const sample of samples) {
    const topic = connection.topicOf(sample.kind);
    const known = await view.refusals();
    const before = new Set(known.map(refusalKey));
    await sleep(gapAfter(known[0]?.received_at, timing.refusalGapMs));
    const sent = await connection.publish(sample.kind, bodyText(sample));
    const deadline = Date.now() + timing.settleMs;
    let verdict: Verdict | null = null;
    let reason: string | null = null;
    let detail = '';
    while (verdict === null) {
      const refusal = newRefusal(before, await view.refusals(), topic);
      if (refusal) {
        verdict = 'REFUSED';
        reason = refusal.reason;
        detail = refusal.message;
      } else if (leavesLiveTrace(sample) && seenInLiveState(sample, await view.liveState())) {
        verdict = 'ACCEPTED';
        detail = 'seen in the live state';
      } else if (Date.now() >= deadline) {
        verdict = sent.puback ? 'ACCEPTED' : 'NO_PUBACK';
        detail = sent.puback ? `no refusal within ${timing.settleMs} ms` : sent.error;
      } else {
        await sleep(timing.pollMs);
      }
    }
    results.push({
      name: sample.name,
      kind: sample.kind,
      topic,
      expected: sample.expect,
      puback: sent.puback,
      verdict,
      reason,
      detail,
      pass: passes(sample.expect, verdict),
    });
  }
  return results;
}
