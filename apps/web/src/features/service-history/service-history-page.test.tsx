import type { Alarm, OccupancyRecord, Service, ServiceStop } from '@shuttle-ops/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi, type TestUser } from '../../testing/admin-test-kit.tsx';
import { CUSTOMER_ID, list } from '../../testing/wire-fixtures.ts';
import { ServiceHistoryPage } from './service-history-page.tsx';

const SERVICE_ID = '50000000-0000-4000-8000-000000000001';
const VEHICLE_ID = '40000000-0000-4000-8000-000000000001';

const stop = (
  no: number,
  name: string,
  scheduled: string,
  arrived: string | null,
): ServiceStop => ({
  No: no,
  BS_ID: `30000000-0000-4000-8000-00000000000${no}`,
  BSLabel: `H${no}`,
  BSName: name,
  Direction: null,
  lat: 51.5736,
  lon: -1.31,
  BSt: scheduled,
  etaInitial: scheduled,
  etaExpected: scheduled,
  eta: null,
  arrived_at: arrived,
});

// Times in July: London is one hour ahead of UTC.
const service: Service = {
  Service_ID: SERVICE_ID,
  Customer_ID: CUSTOMER_ID,
  Vehicle_ID: VEHICLE_ID,
  vehicleName: 'Harwell Shuttle 1',
  Operator_ID: null,
  operatorName: 'Operator',
  Route_ID: '60000000-0000-4000-8000-000000000001',
  routeName: 'Campus Loop',
  routeType: 'loop',
  siteName: 'Harwell',
  LastPoint: null,
  occupancy: 0,
  maxOccupancy: 12,
  wheelchair_occupancy: 0,
  max_wheelchair_occupancy: 1,
  wheelchairSpace: true,
  serviceStatus: 'completed',
  start_dt: '2026-07-01T09:00:00.000Z',
  end_dt: '2026-07-01T09:30:00.000Z',
  create_dt: '2026-07-01T08:59:00.000Z',
  update_dt: '2026-07-01T09:30:00.000Z',
  stops: [
    stop(1, 'Main Gate', '2026-07-01T09:00:00.000Z', '2026-07-01T09:00:20.000Z'),
    stop(2, 'Fermi Avenue', '2026-07-01T09:02:00.000Z', '2026-07-01T09:04:07.000Z'),
    stop(3, 'Curie Avenue', '2026-07-01T09:04:00.000Z', null),
  ],
};

const boarding: OccupancyRecord = {
  id: 1,
  Service_ID: SERVICE_ID,
  Customer_ID: CUSTOMER_ID,
  at: '2026-07-01T09:00:30.000Z',
  by: null,
  source: 'operator',
  No: 1,
  boardings: 5,
  alightings: 0,
  wheelchair_boardings: 0,
  wheelchair_alightings: 0,
  occupancy: 5,
  wheelchair_occupancy: 0,
};

function alarmFixture(): Alarm {
  return {
    id: '70000000-0000-4000-8000-000000000001',
    Customer_ID: CUSTOMER_ID,
    Vehicle_ID: VEHICLE_ID,
    vehicle_name: 'Harwell Shuttle 1',
    source: 'VEHICLE',
    rule: null,
    condition_key: 'door',
    level: 'WARNING',
    level_word: 'WARNING',
    category: 'DOOR',
    code: 'D1',
    message: 'Door obstructed',
    consequences: '',
    correctionProcedure: '',
    state: 'RESOLVED',
    condition_active: false,
    count: 2,
    first_seen: '2026-07-01T09:03:11.000Z',
    last_seen: '2026-07-01T09:03:40.000Z',
    location: null,
    alert_id: null,
    chattering: false,
    auto_resolved: false,
    acknowledged_at: null,
    acknowledged_by: null,
    assignee: null,
    assigned_at: null,
    resolved_at: null,
    resolved_by: null,
    closed_at: null,
    closed_by: null,
    shelved_until: null,
    shelved_by: null,
    shelve_reason: null,
    comment_count: 0,
    version: 1,
    created_at: '2026-07-01T09:03:11.000Z',
    updated_at: '2026-07-01T09:03:40.000Z',
  };
}

const counts = {
  state: { OPEN: 0, ACKNOWLEDGED: 0, ASSIGNED: 0, RESOLVED: 1, CLOSED: 0, REOPENED: 0 },
  level: { INFO: 0, WARNING: 1, ERROR: 0, CRITICAL: 0 },
  shelved: 0,
  stale: 0,
  by_vehicle: { [VEHICLE_ID]: 1 },
};

function setup(path: string, user?: TestUser) {
  const calls = stubApi({
    'POST /dev/v1/services/search': () => ({ status: 200, body: list([service]) }),
    [`GET /dev/v1/services/${SERVICE_ID}/occupancies`]: () => ({
      status: 200,
      body: list([boarding]),
    }),
    'GET /dev/v1/services?': (call) => {
      const id = new URL(call.url, 'http://console').searchParams.get('Service_ID');
      return { status: 200, body: list(id === SERVICE_ID ? [service] : []) };
    },
    'GET /dev/v1/realtimealerts': () => ({
      status: 200,
      body: { ...list([alarmFixture()]), counts },
    }),
  });
  const view = renderAdminScreen(<ServiceHistoryPage />, path, user);
  return { calls, ...view };
}

describe('Service history: a service’s detail', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens from its row and shows stops, scheduled against actual, occupancy and alarms', async () => {
    const { router, calls } = setup('/servicehistory', { groups: ['service_manager'] });
    const table = await screen.findByRole('table', { name: 'Services' });
    fireEvent.click(
      await within(table).findByRole('link', {
        name: /Details of Harwell Shuttle 1 on Campus Loop/,
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?service=${SERVICE_ID}`));
    const drawer = await screen.findByRole('dialog', {
      name: 'Harwell Shuttle 1 on Campus Loop, 1 Jul 2026, 10:00',
    });

    const stops = await within(drawer).findByRole('table', { name: 'Stops served' });
    const fermi = within(stops).getByText('H2 Fermi Avenue').closest('tr');
    if (fermi === null) throw new Error('no Fermi Avenue row');
    expect(within(fermi).getByText('10:02:00')).toBeTruthy();
    expect(within(fermi).getByText('10:04:07')).toBeTruthy();
    expect(within(fermi).getByText('2 min 7 s late')).toBeTruthy();
    const curie = within(stops).getByText('H3 Curie Avenue').closest('tr');
    if (curie === null) throw new Error('no Curie Avenue row');
    expect(within(curie).getByText('Not reached')).toBeTruthy();

    expect(
      await within(drawer).findByRole('img', {
        name: 'Passengers on board from 10:00:00 to 10:30:00: at most 5 of 12 seats.',
      }),
    ).toBeTruthy();
    const changes = within(drawer).getByRole('table', { name: 'Passenger counts' });
    expect(within(changes).getByText('10:00:30')).toBeTruthy();
    expect(within(changes).getByText('+5')).toBeTruthy();

    const alarms = await within(drawer).findByRole('table', { name: 'Alarms' });
    expect(within(alarms).getByText('Door obstructed')).toBeTruthy();
    expect(within(alarms).getByText('10:03:11')).toBeTruthy();
    const alarmQuery = new URL(
      calls.find((call) => call.url.startsWith('/dev/v1/realtimealerts'))?.url ?? '',
      'http://console',
    ).searchParams;
    expect(Object.fromEntries(alarmQuery)).toMatchObject({
      vehicle_id: VEHICLE_ID,
      from: service.start_dt,
      to: service.end_dt,
      shelved: 'include',
    });

    // The replay opens trip playback on the service's vehicle and time.
    const replay = within(drawer).getByRole('link', { name: 'Replay trip' });
    const target = new URL(replay.getAttribute('href') ?? '', 'http://console');
    expect(target.pathname).toBe('/operator/playback');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      vehicles: VEHICLE_ID,
      from: service.start_dt,
      to: service.end_dt,
    });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('prints the detail', async () => {
    setup(`/servicehistory?service=${SERVICE_ID}`);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const drawer = await screen.findByRole('dialog', { name: /Harwell Shuttle 1 on Campus Loop/ });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('tells an operator that alarms are for those who process them, and asks for none', async () => {
    const { calls } = setup(`/servicehistory?service=${SERVICE_ID}`, { groups: ['operator'] });
    const drawer = await screen.findByRole('dialog', { name: /Harwell Shuttle 1 on Campus Loop/ });
    expect(
      await within(drawer).findByText(
        'Alarms are shown to service managers and administrators, who process them.',
      ),
    ).toBeTruthy();
    await within(drawer).findByRole('table', { name: 'Passenger counts' });
    expect(calls.some((call) => call.url.startsWith('/dev/v1/realtimealerts'))).toBe(false);
  });

  it('says so when a linked service does not exist', async () => {
    setup('/servicehistory?service=50000000-0000-4000-8000-00000000dead');
    const drawer = await screen.findByRole('dialog', { name: 'Service details' });
    expect(await within(drawer).findByText('No such service')).toBeTruthy();
  });
});
