import type { CommandAckStatus } from '@shuttle-ops/domain';

/** What the vehicle finally answered, or that it did not answer in time. */
export type AwaitedOutcome =
  | { state: 'executed' | 'rejected' | 'expired'; reason: string | null }
  | { state: 'timed_out'; acknowledged: boolean };

export interface WaitLimits {
  /** Without even an `acknowledged` by then, the command has timed out (ms from now). */
  answerWithinMs: number;
  /** Without a final answer by then, the command has timed out (ms from now). */
  finishWithinMs: number;
}

interface Pending {
  promise: Promise<AwaitedOutcome>;
  acknowledged: boolean;
  finish(outcome: AwaitedOutcome): void;
  answerTimer: NodeJS.Timeout;
  finishTimer: NodeJS.Timeout;
}

/**
 * The commands this process waits on, by command id. A repeated request for a command in flight
 * shares its wait; the vehicle's answers (from the bus) settle it.
 */
export class PendingCommands {
  private readonly byId = new Map<string, Pending>();

  get size(): number {
    return this.byId.size;
  }

  /** The outcome of a command: the wait in progress, or a new one with these limits. */
  wait(commandId: string, limits: WaitLimits): Promise<AwaitedOutcome> {
    const existing = this.byId.get(commandId);
    if (existing) return existing.promise;
    let resolve: (outcome: AwaitedOutcome) => void = () => undefined;
    const promise = new Promise<AwaitedOutcome>((r) => (resolve = r));
    const timedOut = () => entry.finish({ state: 'timed_out', acknowledged: entry.acknowledged });
    const entry: Pending = {
      promise,
      acknowledged: false,
      finish: (outcome) => {
        clearTimeout(entry.answerTimer);
        clearTimeout(entry.finishTimer);
        if (this.byId.get(commandId) === entry) this.byId.delete(commandId);
        resolve(outcome);
      },
      answerTimer: setTimeout(
        () => {
          if (!entry.acknowledged) timedOut();
        },
        Math.max(0, limits.answerWithinMs),
      ),
      finishTimer: setTimeout(timedOut, Math.max(0, limits.finishWithinMs)),
    };
    this.byId.set(commandId, entry);
    return promise;
  }

  /** A vehicle's answer; answers to commands nobody here waits on are ignored. */
  settle(commandId: string, status: CommandAckStatus, reason: string | null): void {
    const entry = this.byId.get(commandId);
    if (!entry) return;
    if (status === 'acknowledged') entry.acknowledged = true;
    else entry.finish({ state: status, reason });
  }

  /** Ends one wait as the command's own outcome is known otherwise (it could not be sent). */
  abandon(commandId: string): void {
    this.byId.get(commandId)?.finish({ state: 'timed_out', acknowledged: false });
  }

  /** Ends every wait as timed out (the app is closing). */
  close(): void {
    for (const entry of [...this.byId.values()]) {
      entry.finish({ state: 'timed_out', acknowledged: entry.acknowledged });
    }
  }
}
