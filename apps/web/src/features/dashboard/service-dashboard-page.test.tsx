import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FleetVehicle } from './model/fleet-vehicle.ts';
import type { SeriesByMeasure } from './model/measure-series.ts';
import {
  liveState,
  registryVehicle,
  renderDashboard,
  SHUTTLE_1,
  SHUTTLE_2,
  stubServer,
  telemetry,
} from './dashboard-test-kit.tsx';
import { ServiceDashboardPage } from './service-dashboard-page.tsx';

// jsdom has no WebGL and no canvas: the map and the charts are shown as what they were given.

// The dense list is a large DOM and role queries on it are slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('./components/fleet-map.tsx', () => ({
  FleetMap: ({ vehicles }: { vehicles: readonly FleetVehicle[] }): ReactNode => (
    <p data-testid="fleet-map">{vehicles.filter((v) => v.lat !== null).length} on the map</p>
  ),
}));
vi.mock('./components/live-charts.tsx', () => ({
  LiveCharts: ({ measures, series }: { measures: { name: string }[]; series: SeriesByMeasure }) => (
    <ul>
      {measures.map((measure) => (
        <li key={measure.name} data-testid="chart">
          {measure.name}: {series[measure.name]?.values.join(',')}
        </li>
      ))}
    </ul>
  ),
}));

const routes = [
  { path: '/servicedashboard', element: <ServiceDashboardPage /> },
  { path: '/viewGraph/*', element: <h1>Telemetry Graphs</h1> },
];

const recent = () => new Date(Date.now() - 1_000).toISOString();

describe('service dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the vehicles from the latest state, then follows live telemetry', async () => {
    stubServer({
      vehicles: [
        registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1'),
        registryVehicle(SHUTTLE_2, 'Harwell Shuttle 2'),
      ],
      states: [liveState(SHUTTLE_1, 'Harwell Shuttle 1', recent())],
    });
    const view = renderDashboard(routes, '/servicedashboard', ['service_manager']);
    expect(screen.getByRole('heading', { level: 1, name: 'Service Dashboard' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the vehicles' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Vehicles' });
    const first = within(list).getByRole('button', { name: /Harwell Shuttle 1/ });
    expect(first.textContent).toContain('12.0 km/h');
    expect(first.textContent).toContain('80 %');
    expect(first.textContent).toContain('Driving');
    const second = within(list).getByRole('button', { name: /Harwell Shuttle 2/ });
    expect(second.textContent).toContain('No data');
    expect(second.textContent).toContain('no data yet');
    expect((await screen.findByTestId('fleet-map')).textContent).toBe('1 on the map');

    expect(screen.getByTestId('live-status').textContent).toContain('Connecting');
    act(() => view.sockets.latest().accept());
    expect(screen.getByTestId('live-status').textContent).toContain('Live');

    act(() =>
      view.publish(
        'onVehicleTelemetryData',
        telemetry(SHUTTLE_2, new Date().toISOString(), {
          SPEED: 7.5,
          LATITUDE: 51.57,
          LONGITUDE: -1.31,
          ROBOT_MODE: 'AT_STOP',
          DOOR_STATUS: 'OPEN',
        }),
      ),
    );
    await waitFor(() => expect(second.textContent).toContain('7.5 km/h'));
    expect(second.textContent).toContain('At stop');
    expect(screen.getByTestId('fleet-map').textContent).toBe('2 on the map');

    act(() =>
      view.publish('onCreateAlert', {
        id: 'a-1',
        level: 'CRITICAL',
        message: 'Emergency stop pressed',
        time: new Date().toISOString(),
        Source_ID: SHUTTLE_1,
        event_name: 'ALERT_RAISED',
        alerts: [{ code: 'SAF-201' }],
      }),
    );
    await waitFor(() => expect(first.getAttribute('data-status')).toBe('emergency'));
    expect(first.textContent).toContain('Emergency stop');
  });

  it('marks a vehicle silent when it has sent nothing for 30 s', async () => {
    stubServer({
      vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')],
      states: [
        liveState(SHUTTLE_1, 'Harwell Shuttle 1', new Date(Date.now() - 65_000).toISOString()),
      ],
    });
    renderDashboard(routes, '/servicedashboard', ['operator']);
    const item = await screen.findByRole('button', { name: /Harwell Shuttle 1/ });
    expect(item.textContent).toContain('Driving (silent)');
    expect(item.textContent).toContain('updated 1 min ago');
  });

  it('says when there are no vehicles, and when they cannot be read', async () => {
    stubServer({ vehicles: [] });
    const empty = renderDashboard(routes, '/servicedashboard', ['operator']);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No vehicles');
    empty.unmount();

    stubServer({ vehicles: 'fail' });
    renderDashboard(routes, '/servicedashboard', ['operator']);
    expect(await screen.findByText('The vehicles could not be read')).toBeTruthy();
    expect(screen.getByText('Not allowed here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens a vehicle with live charts and readings, and links to the comparison', async () => {
    stubServer({
      vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')],
      states: [liveState(SHUTTLE_1, 'Harwell Shuttle 1', recent())],
      rows: [],
    });
    const view = renderDashboard(routes, '/servicedashboard', ['service_manager']);
    act(() => view.sockets.latest().accept());
    fireEvent.click(await screen.findByRole('button', { name: /Harwell Shuttle 1/ }));

    const detail = await screen.findByTestId('vehicle-detail');
    expect(view.router.state.location.search).toBe(`?vehicle=${SHUTTLE_1}`);
    const heading = within(detail).getByRole('heading', { level: 2, name: 'Harwell Shuttle 1' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByRole('button', { name: /Harwell Shuttle 1/ }).getAttribute('aria-pressed'),
    ).toBe('true');

    const charts = await within(detail).findAllByTestId('chart');
    expect(charts.map((chart) => chart.textContent)).toEqual(['SPEED: ', 'BATTERY_STATUS_LEVEL: ']);
    act(() =>
      view.publish(
        'onVehicleTelemetryData',
        telemetry(SHUTTLE_1, new Date().toISOString(), { SPEED: 14, BATTERY_STATUS_LEVEL: 79 }),
      ),
    );
    await waitFor(() =>
      expect(
        within(detail)
          .getAllByTestId('chart')
          .map((chart) => chart.textContent),
      ).toEqual(['SPEED: 14', 'BATTERY_STATUS_LEVEL: 79']),
    );
    const table = await within(detail).findByTestId('latest-rows');
    expect(table.textContent).toContain('14 km/h');

    const compare = within(detail).getByRole('link', { name: 'Compare measures' });
    expect(compare.getAttribute('href')).toBe(
      `/viewGraph/${SHUTTLE_1}?measures=SPEED,BATTERY_STATUS_LEVEL`,
    );
    fireEvent.click(within(detail).getByRole('button', { name: 'Close the vehicle detail' }));
    await waitFor(() => expect(screen.queryByTestId('vehicle-detail')).toBeNull());
    expect(view.router.state.location.search).toBe('');
  });

  it('offers no comparison to an operator, who may not open /viewGraph', async () => {
    stubServer({
      vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')],
      states: [liveState(SHUTTLE_1, 'Harwell Shuttle 1', recent())],
    });
    renderDashboard(routes, `/servicedashboard?vehicle=${SHUTTLE_1}`, ['operator']);
    const detail = await screen.findByTestId('vehicle-detail');
    expect(within(detail).queryByRole('link', { name: 'Compare measures' })).toBeNull();
  });

  it('shows each vehicle its open alarms, linked to Process Alerts, and follows onProcessAlerts', async () => {
    const openAlarms: Record<string, number> = { [SHUTTLE_1]: 2 };
    const fetch = stubServer({
      vehicles: [
        registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1'),
        registryVehicle(SHUTTLE_2, 'Harwell Shuttle 2'),
      ],
      states: [],
      openAlarms,
    });
    const view = renderDashboard(routes, '/servicedashboard', ['service_manager']);
    const links = await screen.findAllByTestId('vehicle-open-alarms');
    await waitFor(() => expect(links[0]?.textContent).toBe('2 open alarms'));
    const [first, second] = screen.getAllByTestId('vehicle-open-alarms');
    expect(first?.getAttribute('href')).toBe(`/realtimealerts?vehicle_id=${SHUTTLE_1}`);
    expect(second?.textContent).toContain('No open alarms');
    const asked = fetch.mock.calls
      .map(([url]) => url)
      .filter((url) => url.includes('realtimealerts'));
    expect(asked[0]).toContain('state=ACTIVE');

    // A new alarm of the second vehicle: the counts are read again.
    openAlarms[SHUTTLE_2] = 1;
    act(() => view.sockets.latest().accept());
    act(() => view.publish('onProcessAlerts', { id: 'a1000000-0000-4000-8000-000000000009' }));
    await waitFor(
      () =>
        expect(screen.getAllByTestId('vehicle-open-alarms')[1]?.textContent).toBe('1 open alarm'),
      { timeout: 3000 },
    );
  });

  it('shows no alarm counts to an operator, and does not ask for them', async () => {
    const fetch = stubServer({
      vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')],
      states: [],
      openAlarms: { [SHUTTLE_1]: 2 },
    });
    renderDashboard(routes, '/servicedashboard', ['operator']);
    await screen.findByRole('list', { name: 'Vehicles' });
    expect(screen.queryByTestId('vehicle-open-alarms')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => url.includes('realtimealerts'))).toBe(false);
  });
});
