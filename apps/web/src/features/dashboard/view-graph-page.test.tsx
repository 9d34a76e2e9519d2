import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

/** The variables of every getMultipleMeasureNameValues request, in order. */
function comparisonsAsked(fetch: ReturnType<typeof stubServer>): Record<string, unknown>[] {
  return fetch.mock.calls
    .map(([, init]) =>
      init?.body === undefined
        ? null
        : (JSON.parse(init.body as string) as {
            query: string;
            variables: Record<string, unknown>;
          }),
    )
    .filter((body) => body?.query.includes('getMultipleMeasureNameValues') === true)
    .map((body) => body!.variables);
}

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
        measureRow(SHUTTLE_1, 'COURSE', secondsAgo(59), 90),
        measureRow(SHUTTLE_1, 'SPEED', secondsAgo(59), 12),
        measureRow(SHUTTLE_1, 'SPEED', secondsAgo(60), 10),
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
    const comparison = comparisonsAsked(fetch).at(-1);
    expect(comparison).toMatchObject({
      vehicle_id: SHUTTLE_1,
      measure_name_list: ['SPEED', 'COURSE'],
      number_of_rows: 600,
      to: null,
    });
    // The last 15 minutes by default.
    expect(Date.now() - Date.parse(String(comparison?.['from']))).toBeGreaterThanOrEqual(900_000);
    expect(Date.now() - Date.parse(String(comparison?.['from']))).toBeLessThan(960_000);
    expect(screen.getByTestId('range-caption').textContent).toBe(
      'Readings of the last 15 minutes, then each new one as it arrives.',
    );

    act(() => view.sockets.latest().accept());
    const subscribe = view.sockets.latest().sentOfType('subscribe')[0];
    expect(subscribe?.payload).toMatchObject({ variables: { vehicle_id: SHUTTLE_1 } });
    act(() =>
      view.publish(
        'onVehicleTelemetryData',
        telemetry(SHUTTLE_1, secondsAgo(58), { SPEED: 15, COURSE: 92 }),
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

  it('reads a range back from now, or one between two London times, kept in the address', async () => {
    const fetch = stubServer({
      vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')],
      rows: [measureRow(SHUTTLE_1, 'SPEED', '2026-07-01T09:30:00.000Z', 21)],
    });
    const view = renderDashboard(routes, `/viewGraph/${SHUTTLE_1}?measures=SPEED`, [
      'service_manager',
    ]);
    await screen.findByTestId('range-caption');

    fireEvent.click(screen.getByRole('radio', { name: '6 h' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?measures=SPEED&range=6h'));
    await waitFor(() => {
      const asked = comparisonsAsked(fetch).at(-1);
      expect(Date.now() - Date.parse(String(asked?.['from']))).toBeGreaterThanOrEqual(21_600_000);
    });
    expect(screen.getByTestId('range-caption').textContent).toContain('the last 6 hours');

    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const custom = screen.getByRole('form', { name: 'Custom time range' });
    fireEvent.change(within(custom).getByLabelText('From'), {
      target: { value: '2026-07-01T10:00' },
    });
    fireEvent.change(within(custom).getByLabelText('To'), {
      target: { value: '2026-07-01T09:00' },
    });
    fireEvent.click(within(custom).getByRole('button', { name: 'Show range' }));
    expect(await within(custom).findByText('The end must be after the start')).toBeTruthy();

    fireEvent.change(within(custom).getByLabelText('To'), {
      target: { value: '2026-07-01T11:30' },
    });
    fireEvent.click(within(custom).getByRole('button', { name: 'Show range' }));
    // London's summer time: 10:00 at the site is 09:00 UTC.
    await waitFor(() =>
      expect(comparisonsAsked(fetch).at(-1)).toMatchObject({
        from: '2026-07-01T09:00:00.000Z',
        to: '2026-07-01T10:30:00.000Z',
      }),
    );
    expect(view.router.state.location.search).toBe(
      '?measures=SPEED&range=custom&from=2026-07-01T09%3A00%3A00.000Z&to=2026-07-01T10%3A30%3A00.000Z',
    );
    expect(screen.getByTestId('range-caption').textContent).toBe(
      'Readings from 1 Jul 2026, 10:00 to 1 Jul 2026, 11:30 (London time).',
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('chart').map((chart) => chart.textContent)).toEqual([
        'SPEED: 21',
      ]),
    );
    // A range in the past is not followed live.
    act(() => view.sockets.latest().accept());
    act(() =>
      view.publish('onVehicleTelemetryData', telemetry(SHUTTLE_1, secondsAgo(1), { SPEED: 9 })),
    );
    expect(screen.getAllByTestId('chart').map((chart) => chart.textContent)).toEqual(['SPEED: 21']);
  });

  it('says so when the vehicle is not one of the customer', async () => {
    stubServer({ vehicles: [registryVehicle(SHUTTLE_1, 'Harwell Shuttle 1')] });
    renderDashboard(routes, '/viewGraph/00000000-0000-4000-8000-000000000000', ['admin']);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Vehicle not found');
  });
});
