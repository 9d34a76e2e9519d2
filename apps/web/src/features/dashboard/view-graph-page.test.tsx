import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeriesByMeasure } from './model/measure-series.ts';
import {
  measureRow,
  registryVehicle,
  renderDashboard,
  SHUTTLE_1,
  stubServer,
  telemetry,
} from './dashboard-test-kit.tsx';
import { ViewGraphPage } from './view-graph-page.tsx';

// jsdom has no canvas: the charts are shown as the series they were given.
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

const routes = [{ path: '/viewGraph/*', element: <ViewGraphPage /> }];

describe('telemetry graphs (/viewGraph)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for a vehicle when none is in the path', async () => {
    stubServer({ vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')] });
    renderDashboard(routes, '/viewGraph', ['service_manager']);
    expect(screen.getByRole('heading', { level: 1, name: 'Telemetry Graphs' })).toBeTruthy();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Choose a vehicle');
  });

  it('compares the measures of the query: their history, then live readings', async () => {
    const fetch = stubServer({
      vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')],
      rows: [
        measureRow(SHUTTLE_1, 'COURSE', '2026-11-22T10:00:01.000Z', 90),
        measureRow(SHUTTLE_1, 'SPEED', '2026-11-22T10:00:01.000Z', 12),
        measureRow(SHUTTLE_1, 'SPEED', '2026-11-22T10:00:00.000Z', 10),
      ],
    });
    const view = renderDashboard(
      routes,
      `/viewGraph/${SHUTTLE_1}?measures=SPEED,COURSE,DOOR_STATUS`,
      ['service_manager'],
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Harwell Shuttle 1' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('chart').map((chart) => chart.textContent)).toEqual([
        'SPEED: 10,12',
        'COURSE: 90',
      ]),
    );
    const comparison = fetch.mock.calls
      .map(([, init]) =>
        init?.body === undefined
          ? null
          : (JSON.parse(init.body as string) as {
              query: string;
              variables: Record<string, unknown>;
            }),
      )
      .find((body) => body?.query.includes('getMultipleMeasureNameValues'));
    expect(comparison?.variables).toMatchObject({
      vehicle_id: SHUTTLE_1,
      measure_name_list: ['SPEED', 'COURSE'],
    });

    act(() => view.sockets.latest().accept());
    const subscribe = view.sockets.latest().sentOfType('subscribe')[0];
    expect(subscribe?.payload).toMatchObject({ variables: { vehicle_id: SHUTTLE_1 } });
    act(() =>
      view.publish(
        'onVehicleTelemetryData',
        telemetry(SHUTTLE_1, '2026-11-22T10:00:02.000Z', { SPEED: 15, COURSE: 92 }),
      ),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('chart').map((chart) => chart.textContent)).toEqual([
        'SPEED: 10,12,15',
        'COURSE: 90,92',
      ]),
    );
    expect(within(screen.getByTestId('live-status')).getByText('Live')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Show this vehicle on the service dashboard' })
        .getAttribute('href'),
    ).toBe(`/servicedashboard?vehicle=${SHUTTLE_1}`);
  });

  it('says so when the vehicle is not one of the customer', async () => {
    stubServer({ vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')] });
    renderDashboard(routes, '/viewGraph/00000000-0000-4000-8000-000000000000', ['admin']);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Vehicle not found');
  });
});
