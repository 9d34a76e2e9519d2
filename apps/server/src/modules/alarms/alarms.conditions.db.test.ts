import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alarm, AlarmDetail, FleetAlert } from '@shuttle-ops/domain';
import { clientFor, type TestClient } from '../../test/auth-client.ts';
import { twoCustomerFleet, type TwoCustomerFleet } from '../../test/two-customer-fleet.ts';
import { alertOf, publish, topicOf } from '../../test/vehicles.ts';

let fleet: TwoCustomerFleet;
let manager: TestClient;
let campus: TestClient;
let msgId = 0;
beforeAll(async () => {
  fleet = await twoCustomerFleet();
  manager = await clientFor(fleet.t.app, 'service-manager');
  campus = await clientFor(fleet.t.app, 'customer-admin');
});
afterAll(() => fleet.close());

const base = '/dev/v1/realtimealerts';

/** The shuttle sends an alert message with one condition (raised, or cleared). */
async function send(code: string, options: { clear?: boolean; level?: string } = {}) {
  const alert: FleetAlert = alertOf(fleet.shuttle, ++msgId);
  const item = { ...alert.alerts[0]!, code, level: options.level ?? 'CRITICAL' };
  if (options.clear) item.state = 'CLEARED';
  await publish(fleet.links[0], topicOf(fleet.shuttle, 'alerts'), {
    ...alert,
    event_name: options.clear ? 'ALERT_CLEARED' : 'ALERT_RAISED',
    alerts: [item],
  });
  return alert;
}

/** The alarms of a code, polled until `ready` holds (the ingest stores, then the alarms follow). */
async function alarmsOf(code: string, ready: (alarms: Alarm[]) => boolean, client = manager) {
  const started = Date.now();
  for (;;) {
    const res = await client.get(`${base}?query=${code}&shelved=include&limit=500`);
    const items = res.json<{ Items: Alarm[] }>().Items.filter((a) => a.code === code);
    if (ready(items)) return items;
    if (Date.now() - started > 5000) throw new Error(`alarms of ${code}: ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const history = async (id: string) =>
  (await manager.get(`${base}/${id}`)).json<AlarmDetail>().history.map((h) => h.action);

describe('alarms from the vehicle’s alerts over MQTT', () => {
  it('groups a burst of one condition into one alarm with its count, first and last seen', async () => {
    const sent: FleetAlert[] = [];
    for (let i = 0; i < 10; i++) sent.push(await send('BURST-1'));
    const [alarm] = await alarmsOf('BURST-1', (a) => a[0]?.count === 10);
    expect(alarm).toMatchObject({
      source: 'VEHICLE',
      state: 'OPEN',
      condition_active: true,
      Vehicle_ID: fleet.shuttle.id,
      vehicle_name: fleet.shuttle.name,
      condition_key: `vehicle:${fleet.shuttle.id}:BURST-1`,
      level: 'CRITICAL',
      category: 'SAFETY',
      message: 'Emergency stop pressed',
      correctionProcedure: 'Check the cabin, then release the emergency stop.',
      first_seen: sent[0]!.time,
      last_seen: sent[9]!.time,
      alert_id: sent[9]!.id,
      location: sent[9]!.location,
      count: 10,
    });
    // Every repeat counts; only the first few are written to the history.
    expect(await history(alarm!.id)).toEqual(['raise', 'repeat', 'repeat', 'repeat']);
    // The other customer sees none of it.
    expect(await alarmsOf('BURST-1', () => true, campus)).toEqual([]);
  });

  it('lets a person act on the version they saw while the vehicle keeps repeating the condition', async () => {
    await send('BURST-2');
    const [seen] = await alarmsOf('BURST-2', (a) => a.length === 1);
    for (let i = 0; i < 3; i++) await send('BURST-2');
    const [repeated] = await alarmsOf('BURST-2', (a) => a[0]?.count === 4);
    expect(repeated!.version).toBe(seen!.version);
    const res = await manager.put(`${base}/${seen!.id}`, {
      action: 'acknowledge',
      version: seen!.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Alarm>()).toMatchObject({ state: 'ACKNOWLEDGED', count: 4 });
  });

  it('resolves the alarm by itself when the vehicle clears the condition, unless someone took it', async () => {
    await send('CLEAR-1');
    const [open] = await alarmsOf('CLEAR-1', (a) => a.length === 1);
    await send('CLEAR-1', { clear: true });
    const [resolved] = await alarmsOf('CLEAR-1', (a) => a[0]?.state === 'RESOLVED');
    expect(resolved).toMatchObject({
      id: open!.id,
      condition_active: false,
      auto_resolved: true,
      resolved_by: null,
    });
    expect(await history(open!.id)).toEqual(['raise', 'condition_cleared', 'auto_resolve']);

    await send('CLEAR-2');
    const [taken] = await alarmsOf('CLEAR-2', (a) => a.length === 1);
    await manager.put(`${base}/${taken!.id}`, { action: 'acknowledge' });
    await send('CLEAR-2', { clear: true });
    const [kept] = await alarmsOf('CLEAR-2', (a) => a[0]?.condition_active === false);
    expect(kept).toMatchObject({ state: 'ACKNOWLEDGED', auto_resolved: false });
  });

  it('makes a condition raised and cleared three times within a minute one chattering alarm', async () => {
    for (let i = 0; i < 3; i++) {
      await send('CHATTER-1');
      await send('CHATTER-1', { clear: true });
    }
    const alarms = await alarmsOf(
      'CHATTER-1',
      (a) => a.length === 1 && a[0]!.count === 3 && a[0]!.state === 'RESOLVED',
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ chattering: true, auto_resolved: true });
    expect(await history(alarms[0]!.id)).toEqual([
      'raise',
      'condition_cleared',
      'auto_resolve',
      'raise',
      'condition_cleared',
      'auto_resolve',
      'raise',
      'chattering',
      'condition_cleared',
      'auto_resolve',
    ]);
  });

  it('ranks a level word it does not know as ERROR and keeps the word', async () => {
    await send('ODD-1', { level: 'BLINKENLIGHTS' });
    const [alarm] = await alarmsOf('ODD-1', (a) => a.length === 1);
    expect(alarm).toMatchObject({ level: 'ERROR', level_word: 'BLINKENLIGHTS' });
    const severe = await manager.get(`${base}?min_level=ERROR&query=ODD-1`);
    expect(severe.json<{ Items: Alarm[] }>().Items.map((a) => a.id)).toEqual([alarm!.id]);
  });
});
