import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PassengersToday, Route, Service } from '@shuttle-ops/domain';
import { serviceOccupancies } from '../services/schema.ts';
import { type TestClient } from '../../test/auth-client.ts';
import { campusLoop, SERVICES, startService } from '../../test/services.ts';
import { londonDay } from './london-day.ts';
import { testAppWith } from '../../test/test-kit.ts';

const URL = '/dev/v1/services/passengers-today';

const { t, admin, operator, campusAdmin } = testAppWith({
  admin: 'admin',
  operator: 'operator',
  campusAdmin: 'customer-admin',
});
let loop: Route;
beforeAll(async () => {
  loop = await campusLoop(operator);
});

const figure = async (client: TestClient, query = '') => {
  const res = await client.get(`${URL}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<PassengersToday>();
};
const count = (service: Service, body: object) =>
  operator.post(`${SERVICES}/${service.Service_ID}/occupancies`, body);

describe('GET services/passengers-today', () => {
  it('sums the day’s boardings of the caller’s customer, wheelchair users included', async () => {
    const before = await figure(operator);
    const campusBefore = await figure(campusAdmin);
    expect(before.date).toBe(londonDay(new Date()).date);

    const service = await startService(t, operator, loop, { maxOccupancy: 10 });
    expect((await count(service, { boardings: 3 })).statusCode).toBe(201);
    expect((await count(service, { wheelchair_boardings: 1, alightings: 2 })).statusCode).toBe(201);

    const after = await figure(operator);
    expect(after.passengers - before.passengers).toBe(4);
    expect(after.wheelchair_passengers - before.wheelchair_passengers).toBe(1);
    // Another customer's figure does not move.
    expect(await figure(campusAdmin)).toEqual(campusBefore);
    // The platform owner's admin may read another customer's figure.
    expect(await figure(admin, `?Customer_ID=${campusAdmin.customerId}`)).toEqual(campusBefore);
  });

  it('leaves out boardings recorded before midnight', async () => {
    const service = await startService(t, operator, loop, { maxOccupancy: 10 });
    await count(service, { boardings: 2 });
    const before = await figure(operator);
    const yesterday = new Date(londonDay(new Date()).start.getTime() - 60_000);
    await t.database.db
      .update(serviceOccupancies)
      .set({ at: yesterday })
      .where(eq(serviceOccupancies.serviceId, service.Service_ID));
    expect((await figure(operator)).passengers).toBe(before.passengers - 2);
  });

  it('refuses strangers, another customer named by a customer admin, and a malformed customer', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await campusAdmin.get(`${URL}?Customer_ID=${operator.customerId}`)).statusCode).toBe(
      403,
    );
    expect((await admin.get(`${URL}?Customer_ID=not-a-customer`)).statusCode).toBe(400);
  });
});
