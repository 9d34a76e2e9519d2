import type { EventBus } from '../../events/event-bus.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { CommandAckEvent, CommandAckFeed } from '../fleet/index.ts';
import type { FinishOn, Progress, RequestOutcome } from './request-outcome.ts';

export interface WaitSpec {
  customerId: string;
  vehicleId: string;
  commandId: string;
  /** Without even an `acknowledged` by then (epoch ms), the request has timed out. */
  answerBy: number;
  /** Without a final answer by then (epoch ms), the request has timed out. */
  finishBy: number;
  finishOn: FinishOn;
  /** Another event of the vehicle that answers the request. */
  match?: ((event: BusEvent) => boolean) | undefined;
  /** Progress already known (a wait taken up again after a restart or on another copy). */
  heard?: Progress | null;
}

/** One request's wait: its subscription on the bus, its two timeouts and its outcome. */
export interface RequestWait {
  readonly outcome: Promise<RequestOutcome>;
  /** Resolves once the bus delivers the vehicle's answers here. */
  readonly listening: Promise<void>;
  readonly finished: boolean;
  /** Whether the command is (being) sent by this wait's requester. */
  sending: boolean;
  /** Ends the wait (the first outcome wins). */
  finish(outcome: RequestOutcome): void;
  /** Ends the wait as timed out, with the progress heard so far. */
  timeOut(): void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where a wait hears the vehicle's answers and events. */
export interface WaitSources {
  /** Every stored answer and event of the customer, from whichever copy took it in. */
  bus: EventBus;
  /** The answers this copy took in itself, at once (optional: tests of the bus alone). */
  acks?: CommandAckFeed | undefined;
}

/**
 * Starts a wait: subscribes to the customer's events at once (answers may reach any server copy
 * first; every copy hears them on the bus) and to this copy's own command-ack feed, and hears
 * only those of the vehicle; the first final answer wins, so hearing one twice is harmless.
 * `onEnd` runs once the outcome is known.
 */
export function startWait(
  { bus, acks }: WaitSources,
  spec: WaitSpec,
  onEnd: (wait: RequestWait) => void,
): RequestWait {
  let heard: Progress | null = spec.heard ?? null;
  let finished = false;
  let stop: (() => void) | null = null;
  let resolve: (outcome: RequestOutcome) => void = () => undefined;
  const outcome = new Promise<RequestOutcome>((r) => (resolve = r));

  const finish = (result: RequestOutcome) => {
    if (finished) return;
    finished = true;
    clearTimeout(answerTimer);
    clearTimeout(finishTimer);
    stop?.();
    stopFeed?.();
    resolve(result);
    onEnd(wait);
  };
  const timedOut = () => finish({ state: 'timed_out', heard });

  const hearAck = ({ payload }: CommandAckEvent) => {
    const { status, reason } = payload;
    const final =
      status === 'rejected' ||
      status === 'expired' ||
      (spec.finishOn !== 'matched' && (status === 'executed' || spec.finishOn === 'acknowledged'));
    if (final) finish({ state: status, reason: reason ?? null });
    else if (heard !== 'executed') heard = status;
  };

  const hear = (event: BusEvent) => {
    if (finished || event.vehicleId !== spec.vehicleId) return;
    if (event.type === 'commandAck' && event.payload.command_id === spec.commandId) hearAck(event);
    else if (spec.match?.(event)) finish({ state: 'matched', event });
  };

  const stopFeed = acks?.subscribe(hear);
  const now = Date.now();
  const answerTimer = setTimeout(
    () => {
      if (heard === null) timedOut();
    },
    Math.max(0, spec.answerBy - now),
  );
  const finishTimer = setTimeout(timedOut, Math.max(0, spec.finishBy - now));

  const listening = bus.subscribe(spec.customerId, hear).then(
    (off) => {
      if (finished) off();
      else stop = off;
    },
    (error: unknown) => {
      finish(
        wait.sending
          ? { state: 'not_sent', reason: `its answer could not be awaited: ${message(error)}` }
          : { state: 'timed_out', heard },
      );
    },
  );

  const wait: RequestWait = {
    outcome,
    listening,
    get finished() {
      return finished;
    },
    sending: false,
    finish,
    timeOut: timedOut,
  };
  return wait;
}
