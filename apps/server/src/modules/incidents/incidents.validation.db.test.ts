import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Incident } from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { createBusStop, createPoolUser, createRoute, createVehicle } from '../../test/factories.ts';
import { insertAlarm, insertCommand, insertMission } from '../../test/incident-records.ts';
import { createServiceRow, incidentBody, INCIDENTS, storedIncidents } from './incident-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, operator } = testAppWith({ operator: 'operator' }, { timeout: 120_000 });
const other: Record<string, string> = {};
beforeAll(async () => {
  const { db } = t.database;
  const campusVehicle = await createVehicle(db, 'Campus Mobility');
  const campusUser = await createPoolUser(db, {
    password: 'Another-Customer-2026',
    customer: 'Campus Mobility',
    groups: ['operator'],
  });
  other.Vehicle_ID = campusVehicle.id;
  other.Route_ID = (await createRoute(db, 'Campus Mobility')).id;
  other.BS_ID = (await createBusStop(db, 'Campus Mobility')).id;
  other.Service_ID = (await createServiceRow(db, 'Campus Mobility', null)).service.id;
  other.Operator_ID = campusUser.id;
  other.alarm = (await insertAlarm(db, campusVehicle.customerId, campusVehicle.id)).id;
  other.command = (await insertCommand(db, campusVehicle.customerId, campusVehicle.id)).id;
  other.mission = (await insertMission(db, campusVehicle.customerId, campusVehicle.id)).id;
}, 120_000);

/** Posts a body that must be refused naming `field`, and checks nothing was stored. */
async function refused(body: Record<string, unknown>, field: string) {
  const before = await storedIncidents(t.database.db, operator.customerId);
  const res = await operator.post(INCIDENTS, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(errorOf(res).fields).toContain(field);
  expect(errorOf(res).message).toContain(field.split('.').slice(1).join('.'));
  expect(await storedIncidents(t.database.db, operator.customerId)).toBe(before);
}

describe('POST incidents refuses bad input, naming the field and storing nothing', () => {
  it('refuses a missing title, an unknown category, a bad severity and unknown fields', async () => {
    const { title: _title, ...untitled } = incidentBody();
    await refused(untitled, 'body.title');
    await refused(incidentBody({ category: 'alien-landing' as never }), 'body.category');
    await refused(incidentBody({ severity: 'catastrophic' as never }), 'body.severity');
    await refused({ ...incidentBody(), colour: 'red' }, 'body');
    await refused(incidentBody({ occurred_at: 'yesterday' }), 'body.occurred_at');
    await refused(incidentBody({ location: { lat: 91, lon: 0 } }), 'body.location.lat');
  });

  it.each(['Vehicle_ID', 'Route_ID', 'BS_ID', 'Service_ID', 'Operator_ID'])(
    'refuses a %s of another customer, and an unknown one',
    async (field) => {
      await refused(incidentBody({ [field]: other[field] }), `body.${field}`);
      await refused(incidentBody({ [field]: randomUUID() }), `body.${field}`);
    },
  );

  it('refuses alarms, commands and missions of another customer or unknown', async () => {
    await refused(incidentBody({ alarm_ids: [other.alarm!] }), 'body.alarm_ids.0');
    await refused(
      incidentBody({ command_ids: [randomUUID(), other.command!] }),
      'body.command_ids.0',
    );
    await refused(incidentBody({ mission_ids: [other.mission!] }), 'body.mission_ids.0');
    await refused(incidentBody({ mission_ids: ['not-a-mission'] }), 'body.mission_ids.0');
  });

  it('refuses attachment ids that were not uploaded for this customer’s incidents', async () => {
    await refused(incidentBody({ attachment_ids: [randomUUID()] }), 'body.attachment_ids.0');
  });

  it('refuses occurred_at in the future beyond two minutes of clock skew', async () => {
    const future = new Date(Date.now() + 5 * 60_000).toISOString();
    await refused(incidentBody({ occurred_at: future }), 'body.occurred_at');
    const skewed = new Date(Date.now() + 60_000).toISOString();
    const res = await operator.post(INCIDENTS, incidentBody({ occurred_at: skewed }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Incident>().occurred_at).toBe(skewed);
  });

  it('names every refused field at once', async () => {
    const before = await storedIncidents(t.database.db, operator.customerId);
    const res = await operator.post(
      INCIDENTS,
      incidentBody({ Vehicle_ID: other.Vehicle_ID, Route_ID: other.Route_ID }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(['body.Vehicle_ID', 'body.Route_ID']);
    expect(await storedIncidents(t.database.db, operator.customerId)).toBe(before);
  });
});
