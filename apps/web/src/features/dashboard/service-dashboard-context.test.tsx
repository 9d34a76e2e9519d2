import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FleetVehicle } from './model/fleet-vehicle.ts';
import {
  liveState,
  registryVehicle,
  renderDashboard,
  serviceContext,
  SHUTTLE_1,
  SHUTTLE_2,
  stubServer,
} from './dashboard-test-kit.tsx';
import { ServiceDashboardPage } from './service-dashboard-page.tsx';

// The dense list is a large DOM and role queries on it are slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('./components/fleet-map.tsx', () => ({
  FleetMap: ({ basemap }: { vehicles: readonly FleetVehicle[]; basemap: string }): ReactNode => (
    <p data-testid="fleet-map" data-basemap={basemap} />
  ),
}));

const routes = [{ path: '/servicedashboard', element: <ServiceDashboardPage /> }];
const SHUTTLE_3 = '72a2fd4f-f2ec-4f2c-991e-60e0e9840289';
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Three shuttles: 1 late on the loop, 2 early behind it, 3 silent and not in service. */
function threeShuttles() {
  return stubServer({
    vehicles: [
      registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1'),
      registryVehicle(SHUTTLE_2, 'Harwell Shuttle 2'),
      registryVehicle(SHUTTLE_3, 'Harwell Shuttle 3'),
    ],
    states: [
      liveState(SHUTTLE_1, 'Harwell Shuttle 1', ago(1_000)),
      liveState(SHUTTLE_2, 'Harwell Shuttle 2', ago(1_000)),
      liveState(SHUTTLE_3, 'Harwell Shuttle 3', ago(120_000)),
    ],
    contexts: [
      serviceContext(SHUTTLE_1, 'Harwell Shuttle 1', { delay_s: 240, punctuality: 'late' }),
      serviceContext(SHUTTLE_2, 'Harwell Shuttle 2', {
        delay_s: -150,
        punctuality: 'early',
        headway_s: 300,
        ahead: {
          Service_ID: `9${SHUTTLE_1.slice(1)}`,
          Vehicle_ID: SHUTTLE_1,
          vehicleName: 'Harwell Shuttle 1',
        },
      }),
    ],
  });
}

const rowOf = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Vehicles' }))
    .getAllByTestId('vehicle-item')
    .map((item) => item.querySelector('[class*="name"]')?.textContent);

describe('service dashboard: service context', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows each vehicle its route, next stop, arrival, delay and headway', async () => {
    threeShuttles();
    renderDashboard(routes, '/servicedashboard', ['operator']);
    await screen.findByRole('list', { name: 'Vehicles' });
    const late = await waitFor(() => {
      const row = rowOf('Harwell Shuttle 1');
      expect(row.textContent).toContain('Harwell Campus Loop');
      return row;
    });
    expect(late.textContent).toContain('Next stop: Fermi Avenue');
    expect(late.textContent).toMatch(/Arrives: [23] min/);
    expect(late.textContent).toContain('Delay: 4 min late');
    expect(late.querySelector('[data-field="delay"]')?.getAttribute('data-punctuality')).toBe(
      'late',
    );
    const early = rowOf('Harwell Shuttle 2');
    expect(early.textContent).toContain('Delay: 3 min early');
    expect(early.textContent).toContain('Headway: 5 min');
    expect(early.querySelector('[data-field="headway"]')?.getAttribute('title')).toBe(
      'Behind Harwell Shuttle 1',
    );
    const idle = rowOf('Harwell Shuttle 3');
    expect(idle.textContent).toContain('Route: Not in service');
    expect(idle.textContent).toContain('(silent)');

    // The detail says it in words too.
    fireEvent.click(early);
    const detail = await screen.findByTestId('vehicle-detail');
    expect(detail.textContent).toContain('5 min behind Harwell Shuttle 1');
    expect(detail.textContent).toContain('3 min early');
  });

  it('filters the list (with counts) and sorts it by delay or status', async () => {
    threeShuttles();
    const view = renderDashboard(routes, '/servicedashboard', ['operator']);
    await screen.findByRole('list', { name: 'Vehicles' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Late 1' })).toBeTruthy());
    expect(screen.getByRole('radio', { name: 'All 3' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'In service 2' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Silent 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Late 1' }));
    await waitFor(() => expect(rowNames()).toEqual(['Harwell Shuttle 1']));
    expect(view.router.state.location.search).toBe('?filter=late');

    fireEvent.click(screen.getByRole('radio', { name: 'Silent 1' }));
    await waitFor(() => expect(rowNames()).toEqual(['Harwell Shuttle 3']));

    fireEvent.click(screen.getByRole('radio', { name: 'Alarm 0' }));
    expect((await screen.findByTestId('filter-empty-state')).textContent).toContain(
      'No vehicle is alarm',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'All 3' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(rowNames()).toEqual(['Harwell Shuttle 1', 'Harwell Shuttle 2', 'Harwell Shuttle 3']);
    await act(() => view.router.navigate('/servicedashboard?sort=delay'));
    // Latest first; the vehicle not in service last.
    await waitFor(() =>
      expect(rowNames()).toEqual(['Harwell Shuttle 1', 'Harwell Shuttle 2', 'Harwell Shuttle 3']),
    );
    await act(() => view.router.navigate('/servicedashboard?sort=delay&filter=in-service'));
    await waitFor(() => expect(rowNames()).toEqual(['Harwell Shuttle 1', 'Harwell Shuttle 2']));
  });

  it('hides the list so the map fills the screen, and shows it again', async () => {
    threeShuttles();
    const view = renderDashboard(routes, '/servicedashboard', ['operator']);
    await screen.findByRole('list', { name: 'Vehicles' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide the list' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Vehicles' })).toBeNull());
    expect(view.router.state.location.search).toBe('?list=hidden');
    fireEvent.click(screen.getByTestId('show-list'));
    expect(await screen.findByRole('list', { name: 'Vehicles' })).toBeTruthy();
  });

  it('reads the services again when their predictions change', async () => {
    const fetch = threeShuttles();
    const view = renderDashboard(routes, '/servicedashboard', ['operator']);
    await screen.findByRole('list', { name: 'Vehicles' });
    act(() => view.sockets.latest().accept());
    const reads = () =>
      fetch.mock.calls.filter(([url]) => url.startsWith('/dev/v1/services/context')).length;
    await waitFor(() => expect(reads()).toBe(1));
    act(() =>
      view.publish('onETAUpdateService', { Service_ID: `9${SHUTTLE_1.slice(1)}`, stops: [] }),
    );
    act(() =>
      view.publish('onETAUpdateService', { Service_ID: `9${SHUTTLE_2.slice(1)}`, stops: [] }),
    );
    // Both events are read once, together, within the refresh interval.
    await waitFor(() => expect(reads()).toBe(2), { timeout: 3_000 });
  });
});

describe('service dashboard: wall mode and theme', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the wall display from ?wall=1 outside the chrome, and Escape leaves it', async () => {
    threeShuttles();
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const view = renderDashboard(routes, '/servicedashboard?wall=1', ['operator']);
    const wall = await screen.findByTestId('wall-view');
    expect(wall.parentElement).toBe(document.body);
    expect(document.documentElement.dataset['layout']).toBe('wall');
    expect(root.inert).toBe(true);
    expect(within(wall).getByRole('heading', { level: 1, name: 'Service Dashboard' })).toBeTruthy();
    await within(wall).findByRole('list', { name: 'Vehicles' });
    await waitFor(() =>
      expect(within(wall).getByRole('list', { name: 'Vehicles by state' }).textContent).toContain(
        'Late 1',
      ),
    );
    // No list controls on the wall: it shows, it is not worked.
    expect(within(wall).queryByRole('button', { name: 'Hide the list' })).toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('wall-view')).toBeNull());
    expect(view.router.state.location.search).toBe('');
    expect(document.documentElement.dataset['layout']).toBeUndefined();
    expect(root.inert).toBe(false);
    root.remove();
  });

  it('enters wall mode from its button, full screen where the browser allows', async () => {
    threeShuttles();
    const requestFullscreen = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = requestFullscreen;
    const view = renderDashboard(routes, '/servicedashboard', ['operator']);
    fireEvent.click(await screen.findByRole('button', { name: 'Wall mode' }));
    expect(await screen.findByTestId('wall-view')).toBeTruthy();
    expect(requestFullscreen).toHaveBeenCalled();
    expect(view.router.state.location.search).toBe('?wall=1');
    fireEvent.click(screen.getByTestId('leave-wall'));
    await waitFor(() => expect(screen.queryByTestId('wall-view')).toBeNull());
  });

  it('gives the map the dark basemap in the dark colour scheme', async () => {
    threeShuttles();
    const dark = renderDashboard(routes, '/servicedashboard', ['operator'], {
      colorScheme: 'dark',
    });
    expect((await screen.findByTestId('fleet-map')).getAttribute('data-basemap')).toBe('dark');
    dark.unmount();
    renderDashboard(routes, '/servicedashboard', ['operator'], { colorScheme: 'light' });
    expect((await screen.findByTestId('fleet-map')).getAttribute('data-basemap')).toBe('light');
  });
});
