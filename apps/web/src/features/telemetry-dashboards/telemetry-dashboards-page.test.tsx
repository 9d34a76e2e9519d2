import {
  buildSession,
  liveStateOf,
  type TelemetryTemplate,
  type VehicleLiveState,
} from '@shuttle-ops/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../lib/auth/session-store.ts';
import { renderRoutesWithRealtime } from '../../testing/realtime-render.tsx';
import { sessionStoreIn } from '../../testing/sessions.ts';
import { vehicleFixture } from '../../testing/wire-fixtures.ts';
import { TelemetryDashboardsPage } from './telemetry-dashboards-page.tsx';
import type { WidgetProps } from './widgets/widget-props.ts';

// jsdom has no canvas: the chart says how many readings it was given.
vi.mock('./widgets/series-chart.tsx', () => ({
  SeriesChart: ({ component, data }: WidgetProps<'time-series'>) => (
    <p
      data-testid="series-chart"
      data-points={component.vehicles
        .flatMap((v) => component.measures.map((m) => data.lines.get(`${v}:${m}`)?.times.length))
        .reduce((sum: number, n) => sum + (n ?? 0), 0)}
    />
  ),
}));

const CUSTOMER = '20000000-0000-4000-8000-000000000001';
const SHUTTLE = '40000000-0000-4000-8000-000000000001';
const TEMPLATE = '70000000-0000-4000-8000-000000000001';

const template: TelemetryTemplate = {
  id: TEMPLATE,
  Customer_ID: CUSTOMER,
  template_name: 'Morning shuttle',
  template_desc: 'Speed and battery',
  template_data: {
    components: [
      {
        id: 'speed',
        kind: 'time-series',
        title: 'Speed',
        layout: { x: 0, y: 0, w: 6, h: 4 },
        vehicles: [SHUTTLE],
        measures: ['SPEED'],
      },
      {
        id: 'battery',
        kind: 'gauge',
        title: 'Battery',
        layout: { x: 6, y: 0, w: 3, h: 4 },
        vehicles: [SHUTTLE],
        measure: 'BATTERY_STATUS_LEVEL',
        min: 0,
        max: 100,
      },
    ],
  },
  created_by: 'service-manager',
  create_dt: '2026-06-01T09:30:00.000Z',
  update_dt: '2026-06-01T09:30:00.000Z',
};
const other: TelemetryTemplate = {
  ...template,
  id: '70000000-0000-4000-8000-000000000002',
  template_name: 'Evening',
  template_desc: '',
};

const measures = { SPEED: 12, BATTERY_STATUS_LEVEL: 80 };
const state: VehicleLiveState = {
  Vehicle_ID: SHUTTLE,
  Customer_ID: CUSTOMER,
  name: 'Harwell Shuttle 1',
  dt_canbus: '2026-06-02T10:00:00.000Z',
  received_at: '2026-06-02T10:00:00.000Z',
  ...liveStateOf(measures),
  latest_alert: null,
  measures,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const list = (items: TelemetryTemplate[]) => ({
  Items: items,
  Count: items.length,
  total: items.length,
});

function stubServer() {
  const calls: Call[] = [];
  let current = template;
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, url, body });
    if (url.startsWith('/dev/v1/telemetry-templates/search?'))
      return json(list(url.includes('Even') ? [other] : []));
    if (url.startsWith('/dev/v1/telemetry-templates?')) return json(list([template, other]));
    if (url === `/dev/v1/telemetry-templates/${TEMPLATE}`) {
      if (method === 'PUT') {
        current = { ...current, ...(body as object), update_dt: '2026-06-02T11:00:00.000Z' };
      }
      return json(current);
    }
    if (url === `/dev/v1/telemetry-templates/${other.id}` && method === 'DELETE')
      return json(other);
    if (url.startsWith('/dev/v1/vehicles/state')) return json({ Items: [state], Count: 1 });
    if (url.startsWith('/dev/v1/vehicles?'))
      return json({ Items: [vehicleFixture()], Count: 1, total: 1 });
    return json({ error: { code: 'NOT_FOUND', message: url } }, 404);
  });
  return calls;
}

function session(): SessionStore {
  const built = buildSession(
    { sub: 'u-1', 'custom:cid': CUSTOMER, 'custom:cname': 'Darwin' },
    { sub: 'u-1', username: 'service-manager', 'cognito:groups': ['service_manager'] },
  );
  return sessionStoreIn({ status: 'signed-in', session: built }, 'access-token');
}

const renderAt = (path: string) =>
  renderRoutesWithRealtime(
    [{ path: '/admin/telemetryservice', Component: TelemetryDashboardsPage }],
    path,
    { session: session() },
  );

describe('Telemetry dashboards', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the templates, searches them and deletes one after asking', async () => {
    const calls = stubServer();
    renderAt('/admin/telemetryservice');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeTruthy();
    const table = await screen.findByTestId('template-table');
    expect(within(table).getByRole('link', { name: 'Morning shuttle' }).getAttribute('href')).toBe(
      `/admin/telemetryservice?template=${TEMPLATE}`,
    );

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Even' } });
    await waitFor(() => expect(within(table).queryByText('Morning shuttle')).toBeNull());
    expect(calls.some((c) => c.url.includes('/telemetry-templates/search?query=Even'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Evening' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete dashboard' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        `/dev/v1/telemetry-templates/${other.id}`,
      ),
    );
  });

  it('says so when a search finds nothing', async () => {
    stubServer();
    renderAt('/admin/telemetryservice');
    await screen.findByTestId('template-table');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nothing' } });
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'No dashboard matches',
    );
  });

  it('shows a template live, follows the vehicle, and saves a moved component', async () => {
    const calls = stubServer();
    const view = renderAt(`/admin/telemetryservice?template=${TEMPLATE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning shuttle' })).toBeTruthy();

    const gauge = await screen.findByTestId('gauge-value');
    await waitFor(() => expect(gauge.getAttribute('data-value')).toBe('80'));
    expect(gauge.textContent).toContain('80 %');

    act(() => view.sockets.latest().accept());
    act(() =>
      view.publish('onVehicleTelemetryData', {
        customer_id: CUSTOMER,
        vehicle_id: SHUTTLE,
        dt_canbus: '2026-06-02T10:00:05.000Z',
        dt_lambda: '2026-06-02T10:00:05.000Z',
        measure_values_list: [
          { measure_name: 'BATTERY_STATUS_LEVEL', measure_value: 55 },
          { measure_name: 'SPEED', measure_value: 14 },
        ],
      }),
    );
    await waitFor(() => expect(gauge.getAttribute('data-value')).toBe('55'));
    await waitFor(() =>
      expect(screen.getByTestId('series-chart').getAttribute('data-points')).toBe('2'),
    );

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Arrange Battery' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move right' }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      template_name: 'Morning shuttle',
      template_data: {
        components: [
          { id: 'speed', layout: { x: 0, y: 0, w: 6, h: 4 } },
          { id: 'battery', layout: { x: 7, y: 0, w: 3, h: 4 } },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('adds a component from the dialog, checked before it is placed', async () => {
    stubServer();
    renderAt(`/admin/telemetryservice?template=${TEMPLATE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add component' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a component' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose at least one vehicle')).toBeTruthy();
  });

  it('reads a past range from the telemetry report', async () => {
    const calls = stubServer();
    renderAt(`/admin/telemetryservice?template=${TEMPLATE}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Past range' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/dev/v1/telemetry-reports?'))).toBe(true),
    );
    const url = new URL(
      calls.find((c) => c.url.startsWith('/dev/v1/telemetry-reports?'))?.url ?? '',
      'http://console',
    );
    expect(url.searchParams.get('vehicle_id')).toBe('all');
    expect(url.searchParams.get('measures')).toBe('BATTERY_STATUS_LEVEL,SPEED');
    expect(url.searchParams.get('bucket')).toBe('1m');
  });

  it('says so when the template is not one of the customer’s', async () => {
    stubServer();
    renderAt('/admin/telemetryservice?template=70000000-0000-4000-8000-000000000009');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Dashboard not found');
  });
});
