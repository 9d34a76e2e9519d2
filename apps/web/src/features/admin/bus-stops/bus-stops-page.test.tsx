import type { BusStop } from '@shuttle-ops/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../../testing/admin-test-kit.tsx';
import { CUSTOMER_ID, customerFixture, list } from '../../../testing/wire-fixtures.ts';
import { BusStopsPage } from './bus-stops-page.tsx';

// The map needs WebGL; typed coordinates are enough here.
vi.mock('./bus-stop-map.tsx', () => ({ BusStopMap: () => null }));

const gate: BusStop = {
  BS_ID: '30000000-0000-4000-8000-000000000001',
  Customer_ID: CUSTOMER_ID,
  name: 'Main Gate',
  label: 'H1',
  direction: 'northbound',
  lat: 51.5736,
  lon: -1.31,
  create_dt: '2026-06-01T09:30:00.000Z',
  update_dt: '2026-06-01T09:30:00.000Z',
};

function setup() {
  const calls = stubApi({
    'GET /dev/v1/busstops': () => ({ status: 200, body: list([gate]) }),
    'GET /dev/v1/customers': () => ({ status: 200, body: list([customerFixture()]) }),
    'POST /dev/v1/busstops': (call) => ({
      status: 201,
      body: { ...gate, ...(call.body as object), BS_ID: '30000000-0000-4000-8000-000000000002' },
    }),
  });
  renderAdminScreen(<BusStopsPage />, '/admin/busstop');
  const posts = () => calls.filter((call) => call.method === 'POST');
  return { posts };
}

/** Opens the new-stop form and types a name and a position. */
async function typeStop(name: string, lat: string, lon: string) {
  await screen.findAllByText('Main Gate');
  fireEvent.click(screen.getByRole('button', { name: 'New bus stop' }));
  const form = await screen.findByRole('dialog', { name: 'New bus stop' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), {
    target: { value: name },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Latitude' }), {
    target: { value: lat },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Longitude' }), {
    target: { value: lon },
  });
  return form;
}

describe('BusStopsPage: a second stop at the same place', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns while typing and asks before saving; cancelling saves nothing', async () => {
    const { posts } = setup();
    // About 11 m north of Main Gate, the name in other letters.
    const form = await typeStop('main gate', '51.5737', '-1.31');
    expect(await within(form).findByText('A stop with this name is already here')).toBeTruthy();
    expect(within(form).getByText(/“Main Gate” \(H1, northbound\) is 11 m away/)).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Create bus stop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save a second stop here?' });
    expect(within(confirm).getByText(/is already 11 m from this position/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Save a second stop here?' })).toBeNull(),
    );
    expect(posts()).toHaveLength(0);
  });

  it('saves the second stop once confirmed', async () => {
    const { posts } = setup();
    const form = await typeStop('Main Gate', '51.5737', '-1.31');
    fireEvent.click(within(form).getByRole('button', { name: 'Create bus stop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save a second stop here?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ name: 'Main Gate', lat: 51.5737, lon: -1.31 });
  });

  it('saves at once without a warning further away or under another name', async () => {
    const { posts } = setup();
    // About 33 m north.
    const form = await typeStop('Main Gate', '51.5739', '-1.31');
    fireEvent.click(within(form).getByRole('button', { name: 'Create bus stop' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.queryByText('A stop with this name is already here')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Save a second stop here?' })).toBeNull();
  });
});
