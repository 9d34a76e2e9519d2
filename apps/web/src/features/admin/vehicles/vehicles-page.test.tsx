import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../../testing/admin-test-kit.tsx';
import {
  customerFixture,
  list,
  liveStateFixture,
  vehicleFixture,
} from '../../../testing/wire-fixtures.ts';
import { VehiclesPage } from './vehicles-page.tsx';

const created = vehicleFixture({
  Vehicle_ID: '40000000-0000-4000-8000-000000000009',
  name: 'Harwell Shuttle 9',
  registration: null,
  maxOccupancy: 12,
  max_wheelchair_occupancy: 0,
});

const resting = vehicleFixture({
  Vehicle_ID: '40000000-0000-4000-8000-000000000002',
  name: 'Harwell Shuttle 2',
});
const unheard = vehicleFixture({
  Vehicle_ID: '40000000-0000-4000-8000-000000000003',
  name: 'Harwell Shuttle 3',
});

function setup() {
  const vehicles = [vehicleFixture()];
  const calls = stubApi({
    // Before `GET /dev/v1/vehicles`, which is a prefix of it.
    'GET /dev/v1/vehicles/state': () => ({
      status: 200,
      body: {
        Items: [
          liveStateFixture(vehicleFixture(), new Date(Date.now() - 5_000).toISOString()),
          liveStateFixture(resting, '2026-06-01T09:30:07.000Z'),
        ],
        Count: 2,
      },
    }),
    'GET /dev/v1/vehicles': () => ({ status: 200, body: list(vehicles) }),
    'GET /dev/v1/customers': () => ({ status: 200, body: list([customerFixture()]) }),
    'POST /dev/v1/vehicles/40000000-0000-4000-8000-000000000009/icon': () => ({
      status: 200,
      body: created,
    }),
    'POST /dev/v1/vehicles': () => {
      vehicles.push(created);
      return {
        status: 201,
        body: {
          ...created,
          mqtt: { username: created.mqtt_username, password: 'one-time-secret' },
        },
      };
    },
  });
  const view = renderAdminScreen(<VehiclesPage />, '/admin/vehicle');
  return { calls, ...view };
}

// Several renders and requests per test: allow for a busy machine.
describe('VehiclesPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the vehicles with times in Europe/London', async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    expect(await within(table).findByText('Harwell Shuttle 1')).toBeTruthy();
    // 09:30 UTC on 1 June is 10:30 in British Summer Time.
    expect(within(table).getByText('1 Jun 2026, 10:30')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(
      '/dev/v1/vehicles?limit=20&offset=0&sort_attributes=name&sort_order=asc',
    );
  });

  it('shows when each vehicle was last heard from, and whether it is online', async () => {
    const vehicles = [vehicleFixture(), resting, unheard];
    const calls = stubApi({
      'GET /dev/v1/vehicles/state': () => ({
        status: 200,
        body: {
          Items: [
            liveStateFixture(vehicles[0]!, new Date(Date.now() - 5_000).toISOString()),
            liveStateFixture(resting, '2026-06-01T09:30:07.000Z'),
          ],
          Count: 2,
        },
      }),
      'GET /dev/v1/vehicles': () => ({ status: 200, body: list(vehicles) }),
      'GET /dev/v1/customers': () => ({ status: 200, body: list([customerFixture()]) }),
    });
    renderAdminScreen(<VehiclesPage />, '/admin/vehicle');
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    const rowOf = async (name: string) => {
      const row = (await within(table).findByText(name)).closest('tr');
      if (row === null) throw new Error(`no row for ${name}`);
      return row;
    };
    const live = await rowOf('Harwell Shuttle 1');
    expect(await within(live).findByText('Online')).toBeTruthy();
    const quiet = await rowOf('Harwell Shuttle 2');
    expect(within(quiet).getByText('Offline')).toBeTruthy();
    // Heard from at 09:30:07 UTC, 10:30:07 in British Summer Time, to the second.
    expect(within(quiet).getByText('1 Jun 2026, 10:30:07')).toBeTruthy();
    const silent = await rowOf('Harwell Shuttle 3');
    expect(within(silent).getByText('Offline')).toBeTruthy();
    expect(within(silent).getByText('Never seen')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/dev/v1/vehicles/state');
  });

  it('says the connection is not known when the states cannot be read', async () => {
    stubApi({
      'GET /dev/v1/vehicles/state': () => ({
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'try later' } },
      }),
      'GET /dev/v1/vehicles': () => ({ status: 200, body: list([vehicleFixture()]) }),
      'GET /dev/v1/customers': () => ({ status: 200, body: list([customerFixture()]) }),
    });
    renderAdminScreen(<VehiclesPage />, '/admin/vehicle');
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    expect(await within(table).findByText('Not known')).toBeTruthy();
    expect(within(table).queryByText('Online')).toBeNull();
  });

  it('creates a vehicle with an icon and shows its MQTT credentials once', async () => {
    const { calls } = setup();
    await screen.findByText('Harwell Shuttle 1');
    fireEvent.click(screen.getByRole('button', { name: 'New vehicle' }));
    const form = await screen.findByRole('dialog', { name: 'New vehicle' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Harwell Shuttle 9' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Seats' }), {
      target: { value: '12' },
    });
    const picker = form.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (picker === null) throw new Error('no file input');
    const icon = new File([new Uint8Array([137, 80, 78, 71])], 'icon.png', { type: 'image/png' });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    fireEvent.change(picker, { target: { files: [icon] } });
    expect(within(form).getByRole('img', { name: 'Preview of the new icon' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Create vehicle' }));

    const credentials = await screen.findByRole('dialog', {
      name: 'MQTT credentials of Harwell Shuttle 9',
    });
    expect(within(credentials).getByTestId('secret-password').textContent).toBe('one-time-secret');
    expect(within(credentials).getByText(/will not be shown again/)).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'POST' && call.url === '/dev/v1/vehicles')?.body,
    ).toEqual({
      operation: 'CREATE',
      name: 'Harwell Shuttle 9',
      registration: null,
      status_flag: 'active',
      maxOccupancy: 12,
      max_wheelchair_occupancy: 0,
    });
    const upload = calls.find((call) => call.url.endsWith('/icon'));
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(within(credentials).getByRole('button', { name: 'I have stored them' }));
    await waitFor(() => expect(screen.queryByText('one-time-secret')).toBeNull());
  });

  it('says what is wrong with the form before anything is sent', async () => {
    const { calls } = setup();
    await screen.findByText('Harwell Shuttle 1');
    fireEvent.click(screen.getByRole('button', { name: 'New vehicle' }));
    const form = await screen.findByRole('dialog', { name: 'New vehicle' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create vehicle' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Seats is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
