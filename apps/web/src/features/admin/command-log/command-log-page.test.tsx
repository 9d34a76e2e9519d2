import type { Mission, VehicleCommandRecord } from '@shuttle-ops/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi, type TestUser } from '../../../testing/admin-test-kit.tsx';
import { CUSTOMER_ID, list, vehicleFixture } from '../../../testing/wire-fixtures.ts';
import { CommandLogPage } from './command-log-page.tsx';

const vehicle = vehicleFixture();

function missionFixture(overrides: Partial<Mission> = {}): Mission {
  return {
    mission_id: '70000000-0000-4000-8000-000000000001',
    Customer_ID: CUSTOMER_ID,
    vehicle_id: vehicle.Vehicle_ID,
    site_id: 'DAR-HWL',
    type: 'station',
    station_id: 'HWL-ST-05',
    station_name: 'Depot',
    status: 'active',
    lifecycle: 'in_progress',
    queue_position: null,
    eta: null,
    remaining_m: null,
    reason: null,
    requested_by: 'remote-operator',
    create_dt: '2026-07-01T09:00:00.000Z',
    update_dt: '2026-07-01T09:02:00.000Z',
    ...overrides,
  };
}

const stations = {
  site_id: 'DAR-HWL',
  Items: [
    { station_id: 'HWL-ST-05', site_id: 'DAR-HWL', name: 'Depot', lat: 51.5744, lon: -1.3055 },
  ],
  Count: 1,
  total: 1,
};

const MISSIONS = '/dev/v1/missionapi/missions/DAR-HWL';

function commandFixture(overrides: Partial<VehicleCommandRecord> = {}): VehicleCommandRecord {
  return {
    command_id: '80000000-0000-4000-8000-000000000001',
    Vehicle_ID: vehicle.Vehicle_ID,
    Customer_ID: CUSTOMER_ID,
    command: 'door/open',
    state: 'executed',
    reason: null,
    issued_at: '2026-07-01T09:00:07.000Z',
    expires_at: '2026-07-01T09:00:17.000Z',
    updated_at: '2026-07-01T09:00:09.000Z',
    user_id: null,
    username: 'remote-operator',
    history: [],
    ...overrides,
  };
}

function setup(
  path: string,
  user?: TestUser,
  missions: Mission[] = [missionFixture()],
  commands: VehicleCommandRecord[] = [],
) {
  const calls = stubApi({
    'GET /dev/v1/vehicles': () => ({ status: 200, body: list([vehicle]) }),
    'GET /dev/v1/customers': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/navyacontrolapi/commands': () => ({ status: 200, body: list(commands) }),
    'GET /dev/v1/missionapi/stations/DAR-HWL': () => ({ status: 200, body: stations }),
    [`GET ${MISSIONS}`]: (call) => {
      const query = new URL(call.url, 'http://console').searchParams;
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      const lifecycle = query.get('lifecycle');
      const matching = missions.filter((m) => lifecycle === null || m.lifecycle === lifecycle);
      const page = matching.slice(offset, offset + limit);
      return { status: 200, body: { Items: page, Count: page.length, total: matching.length } };
    },
  });
  const view = renderAdminScreen(<CommandLogPage />, path, user);
  const missionCalls = () => calls.filter((call) => call.url.startsWith(MISSIONS));
  return { calls, missionCalls, ...view };
}

// Several renders and requests per test: allow for a busy machine.
describe('CommandLogPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the commands first and the missions on their tab, kept in the address', async () => {
    const { router, missionCalls } = setup('/admin/commandlog');
    expect(await screen.findByRole('table', { name: 'Commands' })).toBeTruthy();
    expect(await screen.findByText('No commands')).toBeTruthy();
    expect(missionCalls()).toHaveLength(0);

    // The views are tabs: the arrow keys move between them.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Commands' }), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?view=missions'));
    expect(screen.getByRole('tab', { name: 'Missions' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Missions' });
    const row = (await within(table).findByText('Depot')).closest('tr');
    if (row === null) throw new Error('no mission row');
    expect(within(row).getByText('Harwell Shuttle 1')).toBeTruthy();
    expect(within(row).getByText('in progress')).toBeTruthy();
    expect(within(row).getByText('active')).toBeTruthy();
    expect(within(row).getByText('remote-operator')).toBeTruthy();
    // 09:00 and 09:02 UTC on 1 July are 10:00 and 10:02 in British Summer Time.
    expect(within(row).getByText('1 Jul 2026, 10:00:00')).toBeTruthy();
    expect(within(row).getByText('1 Jul 2026, 10:02:00')).toBeTruthy();
    expect(missionCalls()[0]?.url).toBe(
      `${MISSIONS}?limit=20&offset=0&sort_attributes=create_dt&sort_order=desc`,
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Commands' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Commands' })).toBeTruthy();
  });

  it('shows each command by its human name, with its times to the second', async () => {
    setup(
      '/admin/commandlog',
      undefined,
      [],
      [
        commandFixture(),
        commandFixture({
          command_id: '80000000-0000-4000-8000-000000000002',
          command: 'move/stop',
          issued_at: '2026-07-01T09:00:08.000Z',
        }),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Commands' });
    const row = (await within(table).findByText('Open doors')).closest('tr');
    if (row === null) throw new Error('no command row');
    // Two commands within the same minute stay apart: 10:00:07 and 10:00:08 in BST.
    expect(within(row).getByText('1 Jul 2026, 10:00:07')).toBeTruthy();
    expect(within(row).getByText('1 Jul 2026, 10:00:09')).toBeTruthy();
    expect(within(row).queryByText('door/open')).toBeNull();
    expect(within(table).getByText('Stop')).toBeTruthy();
    expect(within(table).getByText('1 Jul 2026, 10:00:08')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Command' }));
    expect(await screen.findByRole('option', { name: 'Close doors', hidden: true })).toBeTruthy();
  });

  it('opens on the missions with ?view=missions, loading first, then filters and sorts them', async () => {
    const { missionCalls } = setup('/admin/commandlog?view=missions');
    expect(screen.getByText('Loading missions…')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Missions' });
    await within(table).findByText('Depot');

    fireEvent.click(screen.getByRole('combobox', { name: 'Lifecycle' }));
    fireEvent.click(await screen.findByRole('option', { name: 'arrived', hidden: true }));
    expect(await screen.findByText('No missions')).toBeTruthy();
    expect(screen.getByText('No mission matches these filters.')).toBeTruthy();
    expect(missionCalls().at(-1)?.url).toContain('lifecycle=arrived');

    fireEvent.click(within(table).getByRole('button', { name: /Last change/ }));
    await waitFor(() =>
      expect(missionCalls().at(-1)?.url).toContain('sort_attributes=update_dt&sort_order=asc'),
    );
  });

  it('exports every matching mission as CSV, page after page', async () => {
    const many = Array.from({ length: 501 }, (_, i) =>
      missionFixture({
        mission_id: `70000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      }),
    );
    const { missionCalls } = setup('/admin/commandlog?view=missions', undefined, many);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await screen.findAllByText('Depot');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(502);
    expect(lines[1]).toContain('2026-07-01 10:00:00,Harwell Shuttle 1,Depot,in_progress,active');
    const exportWindows = missionCalls()
      .map((call) => new URL(call.url, 'http://console').searchParams)
      .filter((query) => query.get('limit') === '500')
      .map((query) => query.get('offset'));
    expect(exportWindows).toEqual(['0', '500']);
  });

  it('filters the missions by days in London, on the page and in the CSV export', async () => {
    const { missionCalls } = setup('/admin/commandlog?view=missions');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await screen.findAllByText('Depot');
    const range = (call: { url: string } | undefined) => {
      const query = new URL(call?.url ?? '', 'http://console').searchParams;
      return { from: query.get('from'), to: query.get('to') };
    };
    expect(range(missionCalls().at(-1))).toEqual({ from: null, to: null });

    // Midnight on 10 January is midnight UTC (GMT); the end of 1 July is 22:59:59.999 UTC (BST).
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-07-01' } });
    const wanted = { from: '2026-01-10T00:00:00.000Z', to: '2026-07-01T22:59:59.999Z' };
    await waitFor(() => expect(range(missionCalls().at(-1))).toEqual(wanted));
    expect(missionCalls().at(-1)?.url).toContain('offset=0');

    const before = missionCalls().length;
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(
        missionCalls()
          .slice(before)
          .some((call) => call.url.includes('limit=500')),
      ).toBe(true),
    );
    const exports = missionCalls()
      .slice(before)
      .filter((call) => call.url.includes('limit=500'));
    expect(exports.map(range)).toEqual([wanted]);

    // A last day before the first is pointed out at the To field.
    expect(screen.queryByText('On or after From')).toBeNull();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-09' } });
    expect(await screen.findByText('On or after From')).toBeTruthy();
  });

  it('shows only the commands to those who may not use remote control', async () => {
    const { missionCalls } = setup('/admin/commandlog?view=missions', {
      groups: ['customer_admin'],
      customerName: 'Acme',
    });
    expect(await screen.findByRole('table', { name: 'Commands' })).toBeTruthy();
    await screen.findByText('No commands');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Missions' })).toBeNull();
    expect(missionCalls()).toHaveLength(0);
  });
});
