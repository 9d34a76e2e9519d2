import { CHILTON_LINK, HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { fleetVehicleConfig, fleetVehicleConfigs } from './vehicle-config.ts';

const base = {
  Vehicle_ID: '375f8a16-6310-4766-99ac-176a750494e6',
  Customer_ID: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
  mqtt: { username: 'veh-375f8a16-6310-4766-99ac-176a750494e6', password: 'secret' },
  maxOccupancy: 15,
  max_wheelchair_occupancy: 1,
};

describe('fleetVehicleConfig', () => {
  it('takes a route as a whole, as it comes from JSON', () => {
    const json = JSON.parse(JSON.stringify({ ...base, route: CHILTON_LINK })) as unknown;
    expect(fleetVehicleConfig.parse(json).route).toEqual(CHILTON_LINK);
  });

  it('takes the name of a Harwell route', () => {
    const parsed = fleetVehicleConfig.parse({ ...base, route: HARWELL_CAMPUS_LOOP.name });
    expect(parsed.route).toBe(HARWELL_CAMPUS_LOOP);
  });

  it('names what is wrong', () => {
    const unknown = fleetVehicleConfig.safeParse({ ...base, route: 'Nowhere Line' });
    expect(unknown.error?.issues[0]?.message).toMatch(/unknown route "Nowhere Line"/);
    const broken = fleetVehicleConfig.safeParse({
      ...base,
      route: { ...CHILTON_LINK, path: { type: 'LineString', coordinates: [[0, 0]] } },
    });
    expect(broken.error?.issues[0]?.path).toEqual(['route', 'path', 'coordinates']);
  });

  it.each([
    ['a vehicle id that is no uuid', { Vehicle_ID: 'shuttle-1' }],
    ['no password', { mqtt: { username: 'u', password: '' } }],
    [
      'a client id over 23 characters',
      { mqtt: { username: 'u', password: 'p', clientId: 'x'.repeat(24) } },
    ],
    ['no seats', { maxOccupancy: 0 }],
  ])('refuses %s', (_, change) => {
    expect(
      fleetVehicleConfig.safeParse({ ...base, route: CHILTON_LINK.name, ...change }).success,
    ).toBe(false);
  });

  it('reads a file of vehicles', () => {
    expect(
      fleetVehicleConfigs.parse([{ ...base, route: CHILTON_LINK.name }]).map((v) => v.route.name),
    ).toEqual([CHILTON_LINK.name]);
  });
});
