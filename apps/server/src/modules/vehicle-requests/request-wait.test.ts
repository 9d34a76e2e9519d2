import type { FleetMissionEvent } from '@shuttle-ops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusEvent } from '../../events/bus-event.ts';
import type { RequestOutcome } from './request-outcome.ts';
import { MISSION_COMMAND_TIMEOUTS, REMOTE_COMMAND_TIMEOUTS } from './request-timeouts.ts';
import { channelKit, settle, target } from './requests-test-kit.ts';

/** Timeouts of seconds: the clock is fake (setImmediate stays real for `settle`). */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const doorClose = { command: 'door/close' } as const;
const { expiryMs, answerGraceMs, finishWithinMs } = REMOTE_COMMAND_TIMEOUTS;
const answerMs = expiryMs + answerGraceMs;

/** The outcome once known, or undefined while the request still waits. */
function watch(outcome: Promise<RequestOutcome>) {
  let result: RequestOutcome | undefined;
  void outcome.then((r) => (result = r));
  return () => result;
}

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

describe('vehicle requests: timeouts', () => {
  it('times out without any answer once the expiry and its grace are over', async () => {
    const { requests } = channelKit();
    const outcome = watch(
      requests.request({ ...target(), command: doorClose, timeouts: REMOTE_COMMAND_TIMEOUTS }),
    );
    await advance(answerMs - 1);
    expect(outcome()).toBeUndefined();
    await advance(1);
    expect(outcome()).toEqual({ state: 'timed_out', heard: null });
    expect(requests.pending).toBe(0);
  });

  it('waits for the final answer until the finish timeout once acknowledged', async () => {
    const { requests, ack } = channelKit();
    const to = target();
    const outcome = watch(
      requests.request({ ...to, command: doorClose, timeouts: REMOTE_COMMAND_TIMEOUTS }),
    );
    await settle();
    ack(to, 'acknowledged');
    await advance(answerMs);
    expect(outcome()).toBeUndefined();
    await advance(finishWithinMs - answerMs - 1);
    expect(outcome()).toBeUndefined();
    await advance(1);
    expect(outcome()).toEqual({ state: 'timed_out', heard: 'acknowledged' });
  });

  it('follows a command from when it was issued, with what was already heard', async () => {
    const { requests } = channelKit();
    const issuedAt = new Date(Date.now() - 15_000);
    const outcome = watch(
      requests.follow({
        ...target(),
        issuedAt,
        heard: 'acknowledged',
        timeouts: REMOTE_COMMAND_TIMEOUTS,
      }),
    );
    await advance(finishWithinMs - 15_000 - 1);
    expect(outcome()).toBeUndefined();
    await advance(1);
    expect(outcome()).toEqual({ state: 'timed_out', heard: 'acknowledged' });
  });
});

describe('vehicle requests: what finishes a request', () => {
  it('finishes at the acknowledgement when asked to (a mission start)', async () => {
    const { requests, ack } = channelKit();
    const to = target();
    const outcome = requests.request({
      ...to,
      command: {
        command: 'mission/start',
        args: { mission_id: 'M-1', station_id: 'S', site_id: 'X' },
      },
      timeouts: MISSION_COMMAND_TIMEOUTS,
      finishOn: 'acknowledged',
    });
    await settle();
    ack(to, 'acknowledged');
    expect(await outcome).toEqual({ state: 'acknowledged', reason: null });
  });

  it('finishes on a matched event; executed is only progress then (a mission cancel)', async () => {
    const { bus, requests, ack } = channelKit();
    const to = target();
    const ended = (event: BusEvent) =>
      event.type === 'mission' && event.payload.lifecycle === 'cancelled';
    const request = {
      ...to,
      command: { command: 'mission/cancel', args: { mission_id: 'M-1' } },
      timeouts: MISSION_COMMAND_TIMEOUTS,
      finishOn: 'matched',
      match: ended,
    } as const;
    const matched = requests.request(request);
    await settle();
    ack(to, 'executed');
    const payload = { mission_id: 'M-1', lifecycle: 'cancelled' } as FleetMissionEvent;
    const event: BusEvent = {
      type: 'mission',
      customerId: to.customerId,
      vehicleId: to.vehicleId,
      payload,
    };
    bus.publish({ ...event, vehicleId: target().vehicleId });
    bus.publish(event);
    expect(await matched).toEqual({ state: 'matched', event });

    const other = target();
    const unmatched = watch(requests.request({ ...request, ...other }));
    await settle();
    ack(other, 'executed');
    await advance(MISSION_COMMAND_TIMEOUTS.finishWithinMs);
    expect(unmatched()).toEqual({ state: 'timed_out', heard: 'executed' });
  });
});
