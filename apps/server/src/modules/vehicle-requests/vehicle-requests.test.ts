import { describe, expect, it } from 'vitest';
import { REMOTE_COMMAND_TIMEOUTS as TIMEOUTS } from './request-timeouts.ts';
import { channelKit, OTHER_CUSTOMER, settle, target } from './requests-test-kit.ts';
import { vehicleRequests } from './vehicle-requests.ts';

const doorClose = { command: 'door/close' } as const;

describe('vehicle requests: how long they wait', () => {
  const send = () => Promise.resolve();

  it('gives a server the waits of the spec unless told otherwise', () => {
    const { requests } = channelKit();
    expect(requests.timeouts).toEqual({
      remote: { expiryMs: 5_000, answerGraceMs: 1_000, finishWithinMs: 20_000 },
      mission: { expiryMs: 10_000, answerGraceMs: 2_000, finishWithinMs: 12_000 },
    });
  });

  it('takes shorter waits for one kind of request and keeps the other', () => {
    const short = { expiryMs: 1_500, answerGraceMs: 500, finishWithinMs: 2_000 };
    const { bus } = channelKit();
    const requests = vehicleRequests({ bus, send, timeouts: { mission: short } });
    expect(requests.timeouts.mission).toEqual(short);
    expect(requests.timeouts.remote).toEqual(TIMEOUTS);
  });
});

describe('vehicle requests: answers', () => {
  it('sends the command in its envelope and answers executed', async () => {
    const { requests, sent, ack } = channelKit();
    const to = target();
    const issuedAt = new Date();
    const outcome = requests.request({ ...to, issuedAt, command: doorClose, timeouts: TIMEOUTS });
    await settle();
    expect(sent).toHaveLength(1);
    const { command } = sent[0]!;
    // The fleet adds the nonce as it publishes the command.
    expect(command).toEqual({
      command_id: to.commandId,
      command: 'door/close',
      issued_at: issuedAt.toISOString(),
      expires_at: new Date(issuedAt.getTime() + TIMEOUTS.expiryMs).toISOString(),
    });
    expect(sent[0]).toMatchObject({ customerId: to.customerId, vehicleId: to.vehicleId });
    ack(to, 'executed');
    expect(await outcome).toEqual({ state: 'executed', reason: null });
  });

  it('makes a new command id when none is given', async () => {
    const { requests, sent, ack } = channelKit();
    const to = target();
    const outcome = requests.request({
      ...to,
      commandId: undefined,
      command: doorClose,
      timeouts: TIMEOUTS,
    });
    await settle();
    const commandId = sent[0]!.command.command_id;
    expect(commandId).not.toBe(to.commandId);
    ack({ ...to, commandId }, 'executed');
    expect(await outcome).toMatchObject({ state: 'executed' });
  });

  it('waits past an acknowledged for the final answer', async () => {
    const { requests, ack } = channelKit();
    const to = target();
    let done = false;
    const outcome = requests.request({ ...to, command: doorClose, timeouts: TIMEOUTS });
    void outcome.then(() => (done = true));
    await settle();
    ack(to, 'acknowledged');
    await settle();
    expect(done).toBe(false);
    ack(to, 'executed');
    expect(await outcome).toEqual({ state: 'executed', reason: null });
  });

  it('answers rejected with the reason, and expired', async () => {
    const { requests, ack } = channelKit();
    const refused = target();
    const late = target();
    const first = requests.request({ ...refused, command: doorClose, timeouts: TIMEOUTS });
    const second = requests.request({ ...late, command: doorClose, timeouts: TIMEOUTS });
    await settle();
    ack(refused, 'acknowledged');
    ack(refused, 'rejected', 'obstacle in the door area');
    ack(late, 'expired');
    expect(await first).toEqual({ state: 'rejected', reason: 'obstacle in the door area' });
    expect(await second).toEqual({ state: 'expired', reason: null });
  });

  it('hears an answer that comes before the send resolves', async () => {
    const kit = channelKit(async ({ customerId, vehicleId, command }) => {
      kit.ack({ customerId, vehicleId, commandId: command.command_id }, 'executed');
      await settle();
    });
    const outcome = kit.requests.request({ ...target(), command: doorClose, timeouts: TIMEOUTS });
    expect(await outcome).toEqual({ state: 'executed', reason: null });
  });

  it('hears the answers this copy took in itself, and an answer heard twice changes nothing', async () => {
    const { requests, ack, liveFeed } = channelKit();
    const to = target();
    const outcome = requests.request({ ...to, command: doorClose, timeouts: TIMEOUTS });
    await settle();
    expect(liveFeed()).toBe(1);
    ack(to, 'acknowledged', undefined, 'feed');
    ack(to, 'rejected', 'door blocked', 'feed');
    // The same answers again, stored by the shared ingest and heard on the bus.
    ack(to, 'acknowledged');
    ack(to, 'rejected', 'door blocked');
    ack(to, 'executed');
    expect(await outcome).toEqual({ state: 'rejected', reason: 'door blocked' });
    expect(liveFeed()).toBe(0);
  });

  it('ignores answers of other vehicles and other customers, and other command ids', async () => {
    const { requests, ack } = channelKit();
    const to = target();
    const outcome = requests.request({ ...to, command: doorClose, timeouts: TIMEOUTS });
    await settle();
    ack({ ...to, vehicleId: target().vehicleId }, 'executed');
    ack({ ...to, customerId: OTHER_CUSTOMER }, 'executed');
    ack({ ...to, commandId: target().commandId }, 'executed');
    ack(to, 'rejected', 'door blocked');
    expect(await outcome).toEqual({ state: 'rejected', reason: 'door blocked' });
  });
});

describe('vehicle requests: one wait per command id', () => {
  it('shares the wait of a repeated request and sends the command once', async () => {
    const { requests, sent, ack } = channelKit();
    const to = target();
    const request = { ...to, command: doorClose, timeouts: TIMEOUTS };
    const first = requests.request(request);
    const second = requests.request(request);
    const followed = requests.follow({ ...to, issuedAt: new Date(), timeouts: TIMEOUTS });
    await settle();
    expect(sent).toHaveLength(1);
    expect(requests.pending).toBe(1);
    ack(to, 'executed');
    expect(await Promise.all([first, second, followed])).toEqual([
      { state: 'executed', reason: null },
      { state: 'executed', reason: null },
      { state: 'executed', reason: null },
    ]);
    expect(requests.pending).toBe(0);
  });

  it('follows without sending, and still sends a request that joins a followed wait', async () => {
    const { requests, sent, ack } = channelKit();
    const to = target();
    const followed = requests.follow({ ...to, issuedAt: new Date(), timeouts: TIMEOUTS });
    await settle();
    expect(sent).toHaveLength(0);
    const requested = requests.request({ ...to, command: doorClose, timeouts: TIMEOUTS });
    await settle();
    expect(sent).toHaveLength(1);
    ack(to, 'executed');
    expect(await followed).toEqual(await requested);
  });

  it('stops listening once a request has its answer', async () => {
    const { requests, ack, liveSubscriptions } = channelKit();
    const to = target();
    const outcome = requests.request({ ...to, command: doorClose, timeouts: TIMEOUTS });
    await settle();
    expect(liveSubscriptions()).toBe(1);
    ack(to, 'executed');
    await outcome;
    expect(liveSubscriptions()).toBe(0);
  });
});

describe('vehicle requests: failures and closing', () => {
  it('answers not_sent with the broker’s reason when the command cannot be sent', async () => {
    const { requests, liveSubscriptions } = channelKit(() =>
      Promise.reject(new Error('the broker is away')),
    );
    const outcome = await requests.request({ ...target(), command: doorClose, timeouts: TIMEOUTS });
    expect(outcome).toEqual({ state: 'not_sent', reason: 'the broker is away' });
    expect(requests.pending).toBe(0);
    expect(liveSubscriptions()).toBe(0);
  });

  it('ends every wait on close with what was heard, and sends nothing afterwards', async () => {
    const { requests, sent, ack, liveSubscriptions } = channelKit();
    const silent = target();
    const acknowledged = target();
    const first = requests.request({ ...silent, command: doorClose, timeouts: TIMEOUTS });
    const second = requests.request({ ...acknowledged, command: doorClose, timeouts: TIMEOUTS });
    await settle();
    ack(acknowledged, 'acknowledged');
    const ended: unknown[] = [];
    void Promise.all([first, second]).then((outcomes) => ended.push(...outcomes));
    await requests.close();
    await settle();
    expect(ended).toEqual([
      { state: 'timed_out', heard: null },
      { state: 'timed_out', heard: 'acknowledged' },
    ]);
    expect(requests.pending).toBe(0);
    expect(liveSubscriptions()).toBe(0);
    const after = await requests.request({ ...target(), command: doorClose, timeouts: TIMEOUTS });
    expect(after).toMatchObject({ state: 'not_sent' });
    expect(sent).toHaveLength(2);
  });
});
