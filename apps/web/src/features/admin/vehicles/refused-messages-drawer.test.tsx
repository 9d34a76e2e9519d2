import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../../testing/admin-test-kit.tsx';
import { CUSTOMER_ID, list, vehicleFixture } from '../../../testing/wire-fixtures.ts';
import { RefusedMessagesDrawer } from './refused-messages-drawer.tsx';
import { VehiclesPage } from './vehicles-page.tsx';

const vehicle = vehicleFixture();
const topic = (kind: string) => `fleet/${CUSTOMER_ID}/${vehicle.Vehicle_ID}/${kind}`;
const refusalsUrl = `/dev/v1/vehicles/${vehicle.Vehicle_ID}/refusals`;

const refusals = [
  {
    received_at: '2026-06-01T09:31:05.000Z',
    reason: 'SCHEMA',
    topic: topic('telemetry'),
    message: 'dt_canbus: is required',
  },
  {
    received_at: '2026-06-01T09:30:59.000Z',
    reason: 'JSON',
    topic: topic('alerts'),
    message: 'Unexpected end of JSON input',
  },
];

describe('RefusedMessagesDrawer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens from a vehicle's row and lists its refusals in Europe/London time", async () => {
    let answered = refusals.slice(1);
    const calls = stubApi({
      [`GET ${refusalsUrl}`]: () => ({ status: 200, body: list(answered) }),
      'GET /dev/v1/vehicles': () => ({ status: 200, body: list([vehicle]) }),
    });
    renderAdminScreen(<VehiclesPage />, '/admin/vehicle');
    fireEvent.click(
      await screen.findByRole('button', { name: 'More actions for Harwell Shuttle 1' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Refused messages' }));

    const drawer = await screen.findByRole('dialog', {
      name: 'Refused messages of Harwell Shuttle 1',
    });
    const table = within(drawer).getByRole('table', { name: 'Refused messages' });
    // 09:30:59 UTC on 1 June is 10:30:59 in British Summer Time.
    expect(await within(table).findByText('1 Jun 2026, 10:30:59')).toBeTruthy();
    expect(within(table).getByText('JSON')).toBeTruthy();
    expect(within(table).getByText('alerts')).toBeTruthy();
    expect(within(table).getByText('Unexpected end of JSON input')).toBeTruthy();

    answered = refusals;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Refresh' }));
    expect(await within(table).findByText('1 Jun 2026, 10:31:05')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('SCHEMA')).toBeTruthy();
    expect(within(rows[1]!).getByText('telemetry')).toBeTruthy();
    expect(calls.filter((call) => call.url === refusalsUrl)).toHaveLength(2);
    // A page, a menu and a drawer: slow on a busy machine.
  }, 20_000);

  it('says so while loading and when nothing was refused', async () => {
    let answer: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify(list([])), { status: 200 }));
        }),
    );
    renderAdminScreen(
      <RefusedMessagesDrawer vehicle={vehicle} onClose={() => undefined} />,
      '/admin/vehicle',
    );
    const drawer = await screen.findByRole('dialog', {
      name: 'Refused messages of Harwell Shuttle 1',
    });
    expect(await within(drawer).findByText('Loading refused messages…')).toBeTruthy();
    await waitFor(() => answer());
    expect(await within(drawer).findByText('No refused messages')).toBeTruthy();
  });

  it('names the customer a platform-owner admin is working on', async () => {
    const other = '20000000-0000-4000-8000-000000000002';
    const calls = stubApi({ 'GET /dev/v1/vehicles/': () => ({ status: 200, body: list([]) }) });
    renderAdminScreen(
      <RefusedMessagesDrawer vehicle={vehicle} onClose={() => undefined} />,
      `/admin/vehicle?customer=${other}`,
    );
    await screen.findByText('No refused messages');
    expect(calls.map((call) => call.url)).toEqual([`${refusalsUrl}?Customer_ID=${other}`]);
  });
});
