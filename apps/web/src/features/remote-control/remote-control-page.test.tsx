import { buildSession, liveStateOf, type VehicleLiveState } from '@shuttle-ops/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../lib/auth/session-store.ts';
import type { ControlMapProps } from './components/control-map.tsx';
import { RemoteControlPage } from './remote-control-page.tsx';
import { renderRoutesWithRealtime } from '../../testing/realtime-render.tsx';
import { sessionStoreIn } from '../../testing/sessions.ts';

// jsdom has no WebGL: the map shows what it was given.
vi.mock('./components/control-map.tsx', () => ({
  ControlMap: ({ vehicles, controlledId, service }: ControlMapProps) => (
    <p data-testid="control-map">
      {vehicles.filter((v) => v.lat !== null).length} shuttles; controlled{' '}
      {vehicles.find((v) => v.Vehicle_ID === controlledId)?.name ?? 'none'};
      {service === null ? ' no route' : ` ${service.routeName} with ${service.stops?.length} stops`}
    </p>
  ),
}));

const CUSTOMER = '6d77570a-112d-47a4-909d-922bd883dce6';
const SHUTTLE = '375f8a16-6310-4766-99ac-176a750494e6';

const measures = {
  LATITUDE: 51.5736,
  LONGITUDE: -1.30395,
  COURSE: 90,
  SPEED: 14.4,
  BATTERY_STATUS_LEVEL: 81,
  PASSENGERS_COUNT: 3,
  DOOR_STATUS: 'CLOSED',
  VEHICLE_MODE: 'AUTONOMOUS',
  ROBOT_MODE: 'DRIVING',
  SUPERVISION_MODE: 'MONITORED',
  service_mode: 'IN_SERVICE',
};

const OTHER = '8a1f3c2d-4b5e-4f60-8172-93a4b5c6d7e8';

const stateOf = (Vehicle_ID: string, name: string): VehicleLiveState => ({
  Vehicle_ID,
  Customer_ID: CUSTOMER,
  name,
  dt_canbus: new Date().toISOString(),
  received_at: new Date().toISOString(),
  ...liveStateOf(measures),
  latest_alert: null,
  measures,
});
const shuttle = stateOf(SHUTTLE, 'Harwell Shuttle 1');
const other = stateOf(OTHER, 'Harwell Shuttle 2');

const stop = (No: number, BSName: string) => ({
  No,
  BS_ID: `00000000-0000-4000-8000-00000000000${No}`,
  BSLabel: `H${No}`,
  BSName,
  Direction: null,
  lat: 51.5736,
  lon: -1.30395,
  BSt: '2026-11-22T10:00:00.000Z',
  etaInitial: '2026-11-22T10:00:00.000Z',
  etaExpected: '2026-11-22T10:00:00.000Z',
  eta: 60,
  arrived_at: null,
});
const activeService = {
  Service_ID: '11111111-1111-4111-8111-111111111111',
  Customer_ID: CUSTOMER,
  Vehicle_ID: SHUTTLE,
  vehicleName: 'Harwell Shuttle 1',
  Operator_ID: null,
  operatorName: null,
  Route_ID: '22222222-2222-4222-8222-222222222222',
  routeName: 'Harwell Campus Loop',
  routeType: 'loop',
  siteName: 'Harwell',
  LastPoint: null,
  occupancy: 0,
  maxOccupancy: 12,
  wheelchair_occupancy: 0,
  max_wheelchair_occupancy: 1,
  wheelchairSpace: true,
  serviceStatus: 'active',
  start_dt: '2026-11-22T10:00:00.000Z',
  end_dt: null,
  create_dt: '2026-11-22T10:00:00.000Z',
  update_dt: '2026-11-22T10:00:00.000Z',
  stops: [stop(1, 'Main Gate'), stop(2, 'Fermi Avenue')],
};

interface Call {
  method: string;
  url: string;
  body: { vehicle_id?: string; command_id?: string } | null;
}

/** The REST answers: door/open is refused by the vehicle, every other command executed. */
function stubServer() {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Call['body']) : null;
    calls.push({ method, url, body });
    if (url.startsWith('/dev/v1/vehicles/state')) {
      return json({ Items: [shuttle, other], Count: 2 });
    }
    if (url.startsWith('/dev/v1/services?'))
      return json({ Items: [activeService], Count: 1, total: 1 });
    if (url === '/dev/v1/navyacontrolapi/door/open') {
      return json(
        { error: { code: 'REJECTED', message: 'The vehicle refused the command: door blocked' } },
        409,
      );
    }
    if (url.startsWith('/dev/v1/navyacontrolapi/')) {
      return json({ command_id: body?.command_id, status: 'executed' });
    }
    return json({ error: { code: 'NOT_FOUND', message: url } }, 404);
  });
  return calls;
}

function session(): SessionStore {
  const session = buildSession(
    { sub: 'u-1', 'custom:cid': CUSTOMER, 'custom:cname': 'Darwin' },
    { sub: 'u-1', username: 'remote-operator', 'cognito:groups': ['remote_operator'] },
  );
  return sessionStoreIn({ status: 'signed-in', session }, 'access-token');
}

function renderPage() {
  return renderRoutesWithRealtime(
    [{ path: '/operator/control', Component: RemoteControlPage }],
    `/operator/control?vehicle=${SHUTTLE}`,
    { session: session() },
  );
}

const commandCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/dev/v1/navyacontrolapi/'));

// A whole page with its live subscriptions: slow to render on two busy cores.
describe('RemoteControlPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stops with one click, asks before other commands, and shows each outcome', async () => {
    const calls = stubServer();
    renderPage();
    expect((await screen.findByTestId('live-speed')).textContent).toBe('14.4 km/h');

    await waitFor(() =>
      expect(screen.getByTestId('control-map').textContent).toMatch(
        /2 shuttles;\s*controlled Harwell Shuttle 1;\s*Harwell Campus Loop with 2 stops/,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop Harwell Shuttle 1' }));
    await waitFor(() => expect(commandCalls(calls)).toHaveLength(1));
    const [stop] = commandCalls(calls);
    expect(stop).toMatchObject({ method: 'POST', url: '/dev/v1/navyacontrolapi/move/stop' });
    expect(stop!.body).toMatchObject({ vehicle_id: SHUTTLE });
    expect(stop!.body?.command_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    const outcomes = await screen.findByTestId('command-outcomes');
    await waitFor(() =>
      expect(within(outcomes).getByTestId('outcome-state').textContent).toBe('Executed'),
    );
    // Each command may be replayed: trip playback on its vehicle at the moment it was sent.
    const replay = new URL(
      within(outcomes)
        .getByRole('link', { name: /^Replay .* at \d\d:\d\d:\d\d$/ })
        .getAttribute('href')!,
      'http://console',
    );
    expect(replay.pathname).toBe('/operator/playback');
    expect(replay.searchParams.get('vehicles')).toBe(SHUTTLE);
    expect(replay.searchParams.get('t')).not.toBeNull();

    // Opening the doors asks first; cancelling sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Open doors' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(commandCalls(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open doors' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open doors now' }),
    );
    await waitFor(() => expect(commandCalls(calls)).toHaveLength(2));
    expect(await screen.findByText('The vehicle refused the command: door blocked')).toBeTruthy();
    expect(within(outcomes).getAllByTestId('outcome-state')[0]!.textContent).toBe('Rejected');
  });

  it('shows live telemetry and the commands other consoles send', async () => {
    stubServer();
    const view = renderPage();
    await screen.findByTestId('live-speed');
    act(() => view.sockets.latest().accept());
    await waitFor(() =>
      expect(view.sockets.latest().sentOfType('subscribe').length).toBeGreaterThan(1),
    );

    const at = new Date(Date.now() + 1000).toISOString();
    act(() =>
      view.publish('onVehicleTelemetryData', {
        customer_id: CUSTOMER,
        vehicle_id: SHUTTLE,
        dt_canbus: at,
        dt_lambda: at,
        measure_values_list: [
          { measure_name: 'SPEED', measure_value: 0 },
          { measure_name: 'DOOR_STATUS', measure_value: 'OPEN' },
        ],
      }),
    );
    // The live store publishes what came in at its next interval.
    await waitFor(() => expect(screen.getByTestId('live-speed').textContent).toBe('0.0 km/h'));
    expect(screen.getByTestId('live-doors').textContent).toBe('OPEN');
    expect(screen.getByTestId('live-battery').textContent).toBe('81 %');

    act(() =>
      view.publish('onVehicleCommand', {
        command_id: '9b2d7c4e-1f3a-4b5c-8d6e-7f8091a2b3c4',
        Vehicle_ID: SHUTTLE,
        Customer_ID: CUSTOMER,
        command: 'door/close',
        state: 'acknowledged',
        reason: null,
        issued_at: at,
        expires_at: at,
        updated_at: at,
        user_id: null,
        username: 'admin',
        history: [],
      }),
    );
    const outcomes = await screen.findByTestId('command-outcomes');
    expect(within(outcomes).getByTestId('outcome-state').textContent).toBe('Acknowledged');
    expect(within(outcomes).getByText(/by admin/)).toBeTruthy();
  });

  it('stops any shuttle of the fleet with one click and lets the user take control of it', async () => {
    const calls = stubServer();
    renderPage();
    const rows = await screen.findAllByTestId('fleet-row');
    expect(rows.map((row) => within(row).getByText(/^Harwell Shuttle/).textContent)).toEqual([
      'Harwell Shuttle 1',
      'Harwell Shuttle 2',
    ]);
    expect(within(rows[1]!).getByTestId('fleet-summary').textContent).toBe(
      'AUTONOMOUS · 14.4 km/h',
    );

    fireEvent.click(screen.getByRole('button', { name: 'STOP Harwell Shuttle 2' }));
    await waitFor(() => expect(commandCalls(calls)).toHaveLength(1));
    expect(commandCalls(calls)[0]).toMatchObject({ url: '/dev/v1/navyacontrolapi/move/stop' });
    expect(commandCalls(calls)[0]!.body).toMatchObject({ vehicle_id: OTHER });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(rows[1]!).getByTestId('fleet-stop-state').textContent).toBe('STOP executed'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Control Harwell Shuttle 2' }));
    expect(await screen.findByRole('button', { name: 'Stop Harwell Shuttle 2' })).toBeTruthy();
    expect(screen.getByTestId('control-map').textContent).toMatch(
      /controlled Harwell Shuttle 2;\s*no route/,
    );
  });
});
