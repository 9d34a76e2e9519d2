import { beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, OccupancyRecord, Route, Service } from '@shuttle-ops/domain';
import { errorOf, type TestClient } from '../../test/auth-client.ts';
import {
  connectVehicle,
  createMqttVehicle,
  publish,
  telemetryOf,
  topicOf,
} from '../../test/vehicles.ts';
import { SERVICES, campusLoop, markReported, startService } from '../../test/services.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, operator, contentManager, campus } = testAppWith({
  operator: 'operator',
  contentManager: 'content-manager',
  campus: 'campus-operator',
});
let loop: Route;
beforeAll(async () => {
  loop = await campusLoop(operator);
});

interface Counted {
  record: OccupancyRecord;
  service: Service;
}
const count = (client: TestClient, service: Service, body: object) =>
  client.post(`${SERVICES}/${service.Service_ID}/occupancies`, body);
/** Internal field names that a message shown to a person must not contain. */
const FIELD_NAMES = /maxOccupancy|max_wheelchair_occupancy|wheelchair_occupancy|body\./;

const errorBody = (res: { json: <T>() => T }) =>
  res.json<{ error: { code: string; message: string } }>().error;
const current = async (service: Service) =>
  (await operator.get(`${SERVICES}?Service_ID=${service.Service_ID}&route_criteria=lite`)).json<
    ListResult<Service>
  >().Items[0]!;

describe('POST services/{id}/occupancies', () => {
  it('records boardings and alightings, wheelchair users counting as passengers', async () => {
    const service = await startService(t, operator, loop, { maxOccupancy: 5 });
    const first = await count(operator, service, { boardings: 3, No: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.json<Counted>()).toMatchObject({
      record: { boardings: 3, occupancy: 3, No: 1, source: 'operator', by: operator.userId },
      service: { occupancy: 3, wheelchairSpace: true },
    });
    const wheelchair = (
      await count(operator, service, { wheelchair_boardings: 1 })
    ).json<Counted>();
    expect(wheelchair.service).toMatchObject({
      occupancy: 4,
      wheelchair_occupancy: 1,
      wheelchairSpace: false,
    });
    const off = (await count(operator, service, { alightings: 2 })).json<Counted>();
    expect(off.service.occupancy).toBe(2);
    const history = await operator.get(`${SERVICES}/${service.Service_ID}/occupancies`);
    expect(history.json<ListResult<OccupancyRecord>>()).toMatchObject({
      total: 3,
      Items: [{ occupancy: 3 }, { occupancy: 4 }, { occupancy: 2 }],
    });
  });

  it('refuses over capacity and negative counts in plain words, changing nothing', async () => {
    const service = await startService(t, operator, loop, { maxOccupancy: 4 });
    await count(operator, service, { boardings: 3 });
    await count(operator, service, { boardings: 1 });
    // Full: each further tap is refused with the same plain sentence.
    for (let tap = 0; tap < 2; tap++) {
      const over = await count(operator, service, { boardings: 1 });
      expect(over.statusCode).toBe(409);
      expect(errorBody(over)).toMatchObject({
        code: 'OVER_CAPACITY',
        message: 'The vehicle is full: it takes at most 4 passengers and 4 are on board.',
      });
      expect(errorBody(over).message).not.toMatch(FIELD_NAMES);
    }
    await count(operator, service, { alightings: 1 });
    await count(operator, service, { wheelchair_boardings: 1 });
    const chairs = await count(operator, service, { wheelchair_boardings: 1, alightings: 1 });
    expect(chairs.statusCode).toBe(409);
    expect(errorBody(chairs).message).toBe(
      'No wheelchair space is free: the vehicle has 1 wheelchair space and 1 is in use.',
    );
    const negative = await count(operator, service, { alightings: 9 });
    expect(negative.statusCode).toBe(409);
    expect(errorBody(negative).code).toBe('NEGATIVE_OCCUPANCY');
    for (const refused of [chairs, negative]) {
      expect(errorBody(refused).message).not.toMatch(FIELD_NAMES);
    }
    expect(await current(service)).toMatchObject({ occupancy: 4, wheelchair_occupancy: 1 });
  });

  it('names no field when the stop is not one of the service’s', async () => {
    const service = await startService(t, operator, loop);
    const res = await count(operator, service, { boardings: 1, No: 99 });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe('The stop given is not a stop of this service.');
    expect(errorOf(res).fields).toEqual(['body.No']);
  });

  it('answers 400 naming the field, 403 for a role, 404 for another tenant, 409 once ended', async () => {
    const service = await startService(t, operator, loop);
    expect(errorOf(await count(operator, service, {})).fields).toEqual(['body.boardings']);
    expect(errorOf(await count(operator, service, { boardings: -1 })).fields).toEqual([
      'body.boardings',
    ]);
    expect(errorOf(await count(operator, service, { boardings: 1, No: 99 })).fields).toEqual([
      'body.No',
    ]);
    expect((await count(contentManager, service, { boardings: 1 })).statusCode).toBe(403);
    expect((await count(campus, service, { boardings: 1 })).statusCode).toBe(404);
    const theirs = await campus.get(`${SERVICES}/${service.Service_ID}/occupancies`);
    expect(theirs.statusCode).toBe(404);
    await operator.put('/dev/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'completed',
    });
    const ended = await count(operator, service, { boardings: 1 });
    expect(ended.statusCode).toBe(409);
    expect(errorBody(ended).code).toBe('SERVICE_NOT_ACTIVE');
    expect((await current(service)).occupancy).toBe(0);
  });
});

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('never happened');
}

describe('PASSENGERS_COUNT telemetry over MQTT', () => {
  it('sets the active service’s occupancy when the counter is VALID, within the limit', async () => {
    await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
    const vehicle = await createMqttVehicle(t.database.db, operator.customerId);
    markReported(t, vehicle);
    const started = await operator.post(SERVICES, {
      Vehicle_ID: vehicle.id,
      Route_ID: loop.Route_ID,
    });
    const service = started.json<Service>();
    const link = await connectVehicle(`mqtt://127.0.0.1:${t.app.mqtt.port}`, vehicle);
    try {
      const send = (seq: number, count: number, state: string) =>
        publish(
          link,
          topicOf(vehicle, 'telemetry'),
          telemetryOf(vehicle, seq, { PASSENGERS_COUNT: count, PASSENGERS_COUNT_STATE: state }),
        );
      await send(1, 5, 'VALID');
      await eventually(async () => (await current(service)).occupancy === 5);
      // Mid-count (doors open) is not applied; a count over the vehicle's 12 places is capped.
      await send(2, 2, 'COUNTING');
      await send(3, 20, 'VALID');
      await eventually(async () => (await current(service)).occupancy === 12);
      const history = (await operator.get(`${SERVICES}/${service.Service_ID}/occupancies`)).json<
        ListResult<OccupancyRecord>
      >();
      expect(history.Items.map((r) => [r.source, r.occupancy, r.by])).toEqual([
        ['telemetry', 5, null],
        ['telemetry', 12, null],
      ]);
      // The position became the service's LastPoint.
      await eventually(async () => (await current(service)).LastPoint !== null);
    } finally {
      await link.endAsync();
    }
  });
});
