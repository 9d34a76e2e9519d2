import { describe, expect, it } from 'vitest';
import { DEMO_VEHICLES, type Service } from '@shuttle-ops/domain';
import { clientFor } from '../../test/auth-client.ts';
import { DEMO_UNCHECKED_VEHICLE } from '../../db/demo-checklists.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});

const activeOf = async (username: string) => {
  const client = await clientFor(t.app, username);
  const res = await client.get('/dev/v1/services?serviceStatus=active');
  expect(res.statusCode).toBe(200);
  return res.json<{ Items: Service[] }>().Items.filter((s) => s.serviceStatus === 'active');
};

describe('demo services of the simulated shuttles', () => {
  it('starts each driven shuttle on its route, run by its customer’s demo driver, once; the gate holds the unchecked one', async () => {
    const driven = DEMO_VEHICLES.map((v) => v.Vehicle_ID);
    await expect(t.app.startDemoServices(driven)).resolves.toBe(DEMO_VEHICLES.length - 1);

    const darwin = await activeOf('operator');
    const darwinDemo = DEMO_VEHICLES.filter(
      (v) => v.customer === 'Darwin' && v !== DEMO_UNCHECKED_VEHICLE,
    );
    expect(darwin.map((s) => s.Vehicle_ID).sort()).toEqual(
      darwinDemo.map((v) => v.Vehicle_ID).sort(),
    );
    for (const service of darwin) {
      const demo = darwinDemo.find((v) => v.Vehicle_ID === service.Vehicle_ID)!;
      expect(service.routeName).toBe(demo.route);
      expect(service.operatorName).toBe('Demo Driver');
    }
    const campus = await activeOf('campus-operator');
    expect(campus.map((s) => s.operatorName)).toEqual(['Campus Demo Driver']);
    expect(campus.map((s) => s.Vehicle_ID)).toEqual(
      DEMO_VEHICLES.filter((v) => v.customer === 'Campus Mobility').map((v) => v.Vehicle_ID),
    );

    // After a restart the running services stay; none is started twice.
    await expect(t.app.startDemoServices(driven)).resolves.toBe(0);
    expect(await activeOf('operator')).toHaveLength(darwinDemo.length);
  });

  it('leaves the demo operators free to start a service of their own', async () => {
    const operator = await clientFor(t.app, 'operator');
    const mine = await operator.get('/dev/v1/services?serviceStatus=active');
    expect(
      mine.json<{ Items: Service[] }>().Items.filter((s) => s.operatorName === 'Operator'),
    ).toEqual([]);
  });

  it('starts nothing for vehicles the simulator does not drive', async () => {
    await expect(t.app.startDemoServices([])).resolves.toBe(0);
  });
});
