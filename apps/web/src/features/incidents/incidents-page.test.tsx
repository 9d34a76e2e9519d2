import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderAdminScreen,
  stubApi,
  type Answer,
  type RecordedCall,
  type TestUser,
} from '../../testing/admin-test-kit.tsx';
import { list, vehicleFixture } from '../../testing/wire-fixtures.ts';
import { IncidentsPage } from './incidents-page.tsx';
import { incidentFixture, summaryOf, VEHICLE_ID } from '../../testing/incident-fixtures.ts';

// jsdom has neither WebGL nor a canvas: the map and the chart say what they were given.
vi.mock('./detail/incident-map.tsx', () => ({
  IncidentMap: ({ trail }: { trail: unknown[] }) => (
    <p data-testid="incident-map">{trail.length} trail points</p>
  ),
}));
vi.mock('./detail/speed-chart.tsx', () => ({
  SpeedChart: ({ speeds, label }: { speeds: unknown[]; label: string }) => (
    <p role="img" aria-label={label}>
      {speeds.length} speeds
    </p>
  ),
}));
vi.mock('./form/location-map.tsx', () => ({ LocationMap: () => null }));

const first = incidentFixture(1);
const second = incidentFixture(2, { severity: 'critical', status: 'under-investigation' });
const SERVICE_MANAGER: TestUser = { groups: ['service_manager'] };

const query = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://console').searchParams);

function setup(
  path = '/admin/incident',
  user: TestUser = {},
  extra: Record<string, (call: RecordedCall) => Answer> = {},
) {
  const calls = stubApi({
    'GET /dev/v1/incidents/search/': () => ({ status: 200, body: list([summaryOf(first)]) }),
    'GET /dev/v1/incidents/reports': () => ({ status: 200, body: list([]) }),
    [`GET /dev/v1/incidents/${first.Incident_ID}`]: () => ({ status: 200, body: first }),
    'GET /dev/v1/incidents': () => ({
      status: 200,
      body: { Items: [summaryOf(second), summaryOf(first)], Count: 2, total: 45 },
    }),
    'GET /dev/v1/vehicles': () => ({
      status: 200,
      body: list([vehicleFixture({ Vehicle_ID: VEHICLE_ID, name: 'Harwell Shuttle 1' })]),
    }),
    'GET /dev/v1/routes': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/busstops': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/services': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/user': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/customers': () => ({ status: 200, body: list([]) }),
    // Later keys replace a default's answer in place (the match order stays).
    ...extra,
  });
  const lists = () =>
    calls.filter((c) => c.method === 'GET' && /^\/dev\/v1\/incidents(\?|\/search\/)/.test(c.url));
  return { calls, lists, ...renderAdminScreen(<IncidentsPage />, path, user) };
}

describe('Incidents', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the incidents newest first, times in Europe/London, and pages', async () => {
    const { lists } = setup();
    const table = await screen.findByRole('table', { name: 'Incidents' });
    await within(table).findByText('INC-2026-0002');
    expect(query(lists()[0])).toMatchObject({
      sort_attributes: 'occurred_at',
      sort_order: 'desc',
      offset: '0',
      limit: '20',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('2 Jul 2026, 09:02');
    expect(rows[0]?.textContent).toContain('Critical');
    expect(rows[0]?.textContent).toContain('Under investigation');
    expect(rows[1]?.textContent).toContain('Rutherford Avenue');
    expect(screen.getByTestId('table-range').textContent).toBe('1–2 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(query(lists().at(-1))).toMatchObject({ offset: '20' }));
  });

  it('sends the filters (status, category, severity, vehicle, London days) and searches', async () => {
    const { lists } = setup();
    await screen.findByText('INC-2026-0002');
    await screen.findByRole('option', { name: 'Harwell Shuttle 1' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'closed' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'collision' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Severity' }), {
      target: { value: 'critical' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Vehicle' }), {
      target: { value: VEHICLE_ID },
    });
    fireEvent.change(screen.getByLabelText('Occurred from'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Occurred to'), { target: { value: '2026-07-02' } });
    await waitFor(() =>
      expect(query(lists().at(-1))).toMatchObject({
        status: 'closed',
        category: 'collision',
        severity: 'critical',
        Vehicle_ID: VEHICLE_ID,
        from: '2026-06-30T23:00:00.000Z',
        to: '2026-07-02T23:00:00.000Z',
        offset: '0',
      }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'cyclist' },
    });
    await waitFor(() =>
      expect(lists().at(-1)?.url).toMatch(/^\/dev\/v1\/incidents\/search\/cyclist\?/),
    );
    expect(query(lists().at(-1))).toMatchObject({ status: 'closed', Vehicle_ID: VEHICLE_ID });
  });

  it('opens an incident at ?incident= with its snapshot, files, links and timeline', async () => {
    const { router } = setup();
    const table = await screen.findByRole('table', { name: 'Incidents' });
    fireEvent.click(
      await within(table).findByRole('link', { name: 'Open INC-2026-0001, Emergency stop 1' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?incident=${first.Incident_ID}`),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Incident INC-2026-0001' });
    await within(drawer).findByText('INC-2026-0001: Emergency stop 1');
    expect(within(drawer).getByText('2 Jul 2026, 09:01 (Europe/London)')).toBeTruthy();
    expect(await within(drawer).findByTestId('incident-map')).toHaveProperty(
      'textContent',
      '3 trail points',
    );
    expect(
      await within(drawer).findByRole('img', {
        name: 'Chart of the speed around the incident, 3 readings.',
      }),
    ).toBeTruthy();
    // "Replay" opens trip playback on the vehicle over the snapshot's minutes, at the incident.
    const replay = within(drawer).getByRole('link', {
      name: 'Replay the vehicle around the incident',
    });
    expect(replay.getAttribute('href')).toBe(
      `/operator/playback?vehicles=${first.Vehicle_ID}&from=${encodeURIComponent(first.telemetry_snapshot!.from)}&to=${encodeURIComponent(first.telemetry_snapshot!.to)}&t=${encodeURIComponent(first.occurred_at)}`,
    );
    const samples = within(drawer).getByRole('table', {
      name: 'Telemetry samples around the incident',
    });
    expect(within(samples).getAllByRole('row')[1]?.textContent).toContain('09:01:0012.5CLOSED');
    expect(within(samples).getByText('EMERGENCY_STOP')).toBeTruthy();
    expect(within(drawer).getByRole('img', { name: 'Photo front.jpg' })).toHaveProperty(
      'src',
      expect.stringContaining('/files/front-thumb.jpg'),
    );
    expect(within(drawer).getByRole('link', { name: /statement\.pdf/ })).toBeTruthy();
    expect(
      within(drawer).getByText('EMERGENCY_STOP (critical), 2 Jul 2026, 09:01:00'),
    ).toBeTruthy();
    expect(within(drawer).getByText('Status changed: open → under-investigation')).toBeTruthy();
    expect(within(drawer).getByText('2 Jul 2026, 11:15:00 by Ada Admin')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Start investigation' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('opens an incident with a click anywhere on its row', async () => {
    const { router } = setup();
    const table = await screen.findByRole('table', { name: 'Incidents' });
    fireEvent.click(await within(table).findByText('Emergency stop 1'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?incident=${first.Incident_ID}`),
    );
  });

  it('lets a service manager read but not change', async () => {
    setup(`/admin/incident?incident=${first.Incident_ID}`, SERVICE_MANAGER);
    const drawer = await screen.findByRole('dialog', { name: 'Incident INC-2026-0001' });
    await within(drawer).findByText('INC-2026-0001: Emergency stop 1');
    expect(within(drawer).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New incident' })).toBeNull();
  });

  it('moves an incident on and closes it only once confirmed', async () => {
    const { calls } = setup(
      `/admin/incident?incident=${first.Incident_ID}`,
      {},
      {
        [`PUT /dev/v1/incidents/${first.Incident_ID}`]: (call) => ({
          status: 200,
          body: { ...first, status: (call.body as { status: string }).status, version: 4 },
        }),
      },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Incident INC-2026-0001' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Close incident' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close INC-2026-0001?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close incident' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'closed', version: 3 }),
    );
  });

  it('deletes an incident only once confirmed', async () => {
    const { calls, router } = setup(
      `/admin/incident?incident=${first.Incident_ID}`,
      {},
      {
        [`DELETE /dev/v1/incidents/${first.Incident_ID}`]: () => ({
          status: 200,
          body: { Incident_ID: first.Incident_ID },
        }),
      },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Incident INC-2026-0001' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete INC-2026-0001?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete incident' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
