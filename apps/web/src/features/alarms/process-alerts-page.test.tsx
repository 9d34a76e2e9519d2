import type { KnownAlertLevel } from '@shuttle-ops/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeasureRow } from './api/get-telemetry-around.ts';
import {
  ALARM_1,
  ALARM_2,
  ALARM_3,
  alarmFixture,
  detailOf,
  listOf,
  ok,
  renderScreen,
  stubServer,
  USER_ID,
} from './alarms-test-kit.tsx';
import type { Handlers } from './alarms-test-kit.tsx';
import { preferencesKey } from './model/alert-preferences.ts';
import { ProcessAlertsPage } from './process-alerts-page.tsx';

// jsdom has no WebGL and no canvas: the map and the chart are shown as what they were given.
vi.mock('./components/alarm-map.tsx', () => ({
  AlarmMap: ({ lat, lon }: { lat: number; lon: number }) => (
    <p data-testid="alarm-map">
      map at {lat}, {lon}
    </p>
  ),
}));
vi.mock('./components/alarm-telemetry-chart.tsx', () => ({
  AlarmTelemetryChart: ({ rows }: { rows: MeasureRow[] }) => (
    <p data-testid="alarm-chart">{rows.length} readings</p>
  ),
}));

const routes = [{ path: '/realtimealerts/*', element: <ProcessAlertsPage /> }];

const first = alarmFixture({
  id: ALARM_1,
  level: 'CRITICAL',
  code: 'SAF-001',
  message: 'Emergency stop',
  count: 3,
});
const second = alarmFixture({
  id: ALARM_2,
  level: 'WARNING',
  code: 'PER-101',
  message: 'Lidar blocked',
});

function baseHandlers(
  list = listOf([first, second], {
    state: { OPEN: 2, ACKNOWLEDGED: 0, ASSIGNED: 0, RESOLVED: 0, CLOSED: 0, REOPENED: 0 },
  }),
): Handlers {
  return {
    'GET /dev/v1/realtimealerts?': () => ok(list),
    'GET /dev/v1/realtimealerts/measures': () => ok(measures(false)),
    'GET /dev/v1/realtimealerts/assignees': () =>
      ok([
        { user_id: USER_ID, name: 'Sam Smith' },
        { user_id: '0b7a3c52-5a8e-4a39-9d3c-1b0d9c1e2f02', name: 'Alex Jones' },
      ]),
    'GET /dev/v1/vehicles': () => ok({ Items: [], Count: 0, total: 0 }),
    'POST /graphql': () => ok({ data: { getMultipleMeasureNameValues: [] } }),
  };
}

function measures(flood: boolean) {
  const zero = { INFO: 0, WARNING: 0, ERROR: 0, CRITICAL: 0 };
  return {
    from: new Date(Date.now() - 3600_000).toISOString(),
    to: new Date().toISOString(),
    response: [
      {
        level: 'ERROR',
        acknowledged: 4,
        ack_median_s: 42,
        ack_p90_s: 130,
        resolved: 3,
        resolve_median_s: 600,
        resolve_p90_s: 4000,
      },
    ],
    alarms_per_hour: 2.5,
    flood: {
      periods: 6,
      flood_periods: flood ? 1 : 0,
      share: flood ? 1 / 6 : 0,
      current: {
        active: flood,
        count: flood ? 14 : 0,
        window_s: 600,
        by_vehicle: flood
          ? [{ Vehicle_ID: first.Vehicle_ID, vehicle_name: 'Harwell Shuttle 1', count: 14 }]
          : [],
      },
    },
    bad_actors: [
      {
        condition_key: 'k',
        code: 'PER-101',
        category: 'PERCEPTION',
        message: 'Lidar blocked',
        Vehicle_ID: null,
        vehicle_name: 'Harwell Shuttle 1',
        count: 9,
      },
    ],
    priority_mix: { ...zero, WARNING: 9, CRITICAL: 1 },
    standing: 2,
    stale: 0,
    shelved: 0,
  };
}

const rows = () => screen.getAllByTestId('alarm-row');

describe('Process Alerts', () => {
  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  beforeEach(() => {
    window.localStorage.clear();
    play = vi.fn<() => Promise<void>>(() => Promise.resolve());
    window.HTMLMediaElement.prototype.play = play;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the alarms most urgent first with their counts, then follows onProcessAlerts in place', async () => {
    const calls = stubServer(baseHandlers());
    const view = renderScreen(routes, '/realtimealerts');
    expect(screen.getByRole('heading', { level: 1, name: 'Process Alerts' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const list = calls.find((call) => call.url.startsWith('/dev/v1/realtimealerts?'));
    expect(list?.url).toContain('state=ACTIVE');
    expect(list?.url).toContain('sort_attributes=priority');
    expect(rows()[0]?.textContent).toContain('Critical');
    expect(rows()[0]?.textContent).toContain('×3');
    expect(rows()[0]?.textContent).toContain('Emergency stop');
    expect(screen.getByRole('button', { name: /^Open: 2/ })).toBeTruthy();

    act(() => view.sockets.latest().accept());
    expect(screen.getByTestId('alarms-live-status').textContent).toBe('Live');

    // A new alarm arrives, then the same alarm repeats: one row, its count grows.
    const third = alarmFixture({
      id: ALARM_3,
      level: 'ERROR',
      code: 'DOR-7',
      message: 'Door fault',
    });
    act(() => view.publish('onProcessAlerts', { ...third, change: 'raised' }));
    expect(rows().map((row) => row.dataset['alarmId'])).toEqual([ALARM_1, ALARM_3, ALARM_2]);
    act(() =>
      view.publish('onProcessAlerts', { ...third, count: 2, version: 2, change: 'updated' }),
    );
    expect(rows()).toHaveLength(3);
    expect(rows()[1]?.textContent).toContain('×2');

    // Someone else acknowledges the first: its state changes where it is.
    act(() =>
      view.publish('onProcessAlerts', {
        ...first,
        state: 'ACKNOWLEDGED',
        version: 2,
        acknowledged_by: { user_id: 'x', name: 'Alex Jones' },
        change: 'updated',
      }),
    );
    expect(rows()[0]?.dataset['state']).toBe('ACKNOWLEDGED');
    // A frame that does not fit the contract is dropped, not shown half.
    act(() => view.publish('onProcessAlerts', { id: 'broken', change: 'raised' }));
    expect(rows()).toHaveLength(3);

    // After the burst the counts and order are read again from the server.
    const before = calls.filter((call) => call.url.startsWith('/dev/v1/realtimealerts?')).length;
    await waitFor(
      () =>
        expect(
          calls.filter((call) => call.url.startsWith('/dev/v1/realtimealerts?')).length,
        ).toBeGreaterThan(before),
      { timeout: 3000 },
    );
  });

  it('opens an alarm at its own address, acknowledges it with the version seen, and shows a 409 as the server says it', async () => {
    let version = 4;
    const detail = () =>
      detailOf(alarmFixture({ ...first, version }), [
        {
          at: first.first_seen,
          action: 'raise',
          from_state: null,
          to_state: 'OPEN',
          actor: null,
          note: null,
        },
      ]);
    const calls = stubServer({
      ...baseHandlers(),
      [`GET /dev/v1/realtimealerts/${ALARM_1}`]: () => ok(detail()),
      [`PUT /dev/v1/realtimealerts/${ALARM_1}`]: () => {
        version = 5;
        return ok(
          { error: { code: 'CONFLICT', message: 'Already acknowledged by Alex Jones at 10:02' } },
          409,
        );
      },
    });
    const view = renderScreen(routes, `/realtimealerts/${ALARM_1}`);
    const drawer = await screen.findByTestId('alarm-detail');
    expect(drawer.textContent).toContain('Clean the lidar.');
    expect(drawer.textContent).toContain('The shuttle slows down.');
    expect(drawer.textContent).toContain('PERCEPTION');
    // "Replay" opens trip playback on the alarm's vehicle at the moment it was raised.
    const replay = new URL(
      within(drawer)
        .getByRole('link', { name: 'Replay Harwell Shuttle 1 when the alarm was raised' })
        .getAttribute('href')!,
      'http://console',
    );
    expect(replay.pathname).toBe('/operator/playback');
    expect(replay.searchParams.get('vehicles')).toBe(first.Vehicle_ID);
    expect(replay.searchParams.get('t')).toBe(first.first_seen);
    expect(Date.parse(replay.searchParams.get('from')!)).toBeLessThan(Date.parse(first.first_seen));
    expect(within(drawer).getByTestId('alarm-history').textContent).toContain('Raised (server)');
    expect((await within(drawer).findByTestId('alarm-map')).textContent).toContain('51.5736');
    expect(await within(drawer).findByTestId('alarm-chart')).toBeTruthy();
    const telemetry = calls.find((call) => call.url === '/graphql');
    expect(JSON.stringify(telemetry?.body)).toContain('BATTERY_STATUS_LEVEL');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(view.toasts.getState().content).toBe('Already acknowledged by Alex Jones at 10:02'),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ action: 'acknowledge', version: 4 });
    // The fresh state is read again.
    await waitFor(() => expect(screen.getByTestId('alarm-detail').dataset['version']).toBe('5'));
  });

  it('assigns, comments and shelves from the detail, each with the version', async () => {
    const calls = stubServer({
      ...baseHandlers(),
      [`GET /dev/v1/realtimealerts/${ALARM_1}`]: () => ok(detailOf({ ...first, version: 7 })),
      [`PUT /dev/v1/realtimealerts/${ALARM_1}`]: () => ok({ ...first, version: 8 }),
    });
    renderScreen(routes, `/realtimealerts/${ALARM_1}`);
    const drawer = await screen.findByTestId('alarm-detail');

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Called the operator' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual({
        action: 'comment',
        comment: 'Called the operator',
        version: 7,
      }),
    );

    fireEvent.click(within(drawer).getByRole('button', { name: 'Shelve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shelve the alarm' });
    const shelve = within(dialog).getByRole('button', { name: 'Shelve' });
    expect((shelve as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Known lidar fault, parts ordered' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Shelve for' }), {
      target: { value: '14400' },
    });
    fireEvent.click(shelve);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual({
        action: 'shelve',
        duration_s: 14400,
        reason: 'Known lidar fault, parts ordered',
        version: 7,
      }),
    );
  });

  it('acknowledges the selected alarms at once', async () => {
    const calls = stubServer({
      ...baseHandlers(),
      'PUT /dev/v1/realtimealerts': () =>
        ok({
          results: [
            { id: ALARM_1, ok: true },
            {
              id: ALARM_2,
              ok: false,
              error: {
                code: 'INVALID_TRANSITION',
                message: 'Already acknowledged by Alex Jones at 10:02',
              },
            },
          ],
        }),
    });
    const view = renderScreen(routes, '/realtimealerts');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const bulk = screen.getByRole('button', { name: /Acknowledge selected/ });
    expect((bulk as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every alarm on this page' }));
    expect(bulk.textContent).toContain('(2)');
    fireEvent.click(bulk);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        action: 'acknowledge',
        ids: [ALARM_1, ALARM_2],
      }),
    );
    await waitFor(() =>
      expect(view.toasts.getState().content).toBe(
        '1 acknowledged, 1 not (Already acknowledged by Alex Jones at 10:02).',
      ),
    );
  });

  it('moves with j and k, acknowledges with a and opens with Enter, but not while typing', async () => {
    const calls = stubServer({
      ...baseHandlers(),
      [`PUT /dev/v1/realtimealerts/${ALARM_2}`]: () =>
        ok({ ...second, state: 'ACKNOWLEDGED', version: 2 }),
      [`GET /dev/v1/realtimealerts/${ALARM_2}`]: () => ok(detailOf(second)),
    });
    const view = renderScreen(routes, '/realtimealerts');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]?.getAttribute('aria-selected')).toBe('true');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.keyDown(search, { key: 'a' });
    fireEvent.keyDown(search, { key: 'j' });
    expect(rows()[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(document.body, { key: 'j' });
    expect(rows()[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: `/dev/v1/realtimealerts/${ALARM_2}`,
        body: { action: 'acknowledge', version: 1 },
      }),
    );
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/realtimealerts/${ALARM_2}`),
    );

    fireEvent.keyDown(document.body, { key: '?' });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('plays the sound for new alarms at the chosen level only when switched on, and remembers it per user', async () => {
    stubServer(baseHandlers(listOf([])));
    const view = renderScreen(routes, '/realtimealerts');
    expect(await screen.findByText('No alarms')).toBeTruthy();
    act(() => view.sockets.latest().accept());
    const announcer = screen.getByTestId('alarm-announcer');
    const raise = (id: string, level: KnownAlertLevel) =>
      act(() =>
        view.publish('onProcessAlerts', {
          ...alarmFixture({ id, level, level_word: level }),
          change: 'raised',
        }),
      );

    raise(ALARM_1, 'CRITICAL');
    expect(announcer.dataset['tones']).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Alerts off' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Play a sound' }));
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(preferencesKey(USER_ID)) ?? '{}'),
      ).toMatchObject({
        sound: true,
        minLevel: 'ERROR',
      }),
    );
    raise(ALARM_2, 'WARNING');
    expect(announcer.dataset['tones']).toBe('0');
    raise(ALARM_3, 'ERROR');
    expect(announcer.dataset['tones']).toBe('1');
    expect(announcer.textContent).toContain('New error alarm: Harwell Shuttle 1, Lidar blocked');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows the flood banner, the measures, and an error state', async () => {
    stubServer({
      ...baseHandlers(),
      'GET /dev/v1/realtimealerts/measures': () => ok(measures(true)),
    });
    renderScreen(routes, '/realtimealerts?tab=measures');
    const banner = await screen.findByTestId('flood-banner');
    expect(banner.textContent).toContain('14 new alarms in 10 minutes');
    expect(
      within(banner).getByRole('link', { name: 'Harwell Shuttle 1' }).getAttribute('href'),
    ).toContain(`vehicle_id=${first.Vehicle_ID}`);
    const panel = await screen.findByTestId('alarm-measures');
    expect(panel.textContent).toContain('42 s');
    expect(panel.textContent).toContain('2 min 10 s');
    expect(panel.textContent).toContain('PER-101');
    expect(screen.getByRole('heading', { name: 'Alert report' })).toBeTruthy();
  });

  it('says when the alarms cannot be read', async () => {
    stubServer({
      ...baseHandlers(),
      'GET /dev/v1/realtimealerts?': () =>
        ok({ error: { code: 'FORBIDDEN', message: 'Not allowed here.' } }, 403),
    });
    renderScreen(routes, '/realtimealerts');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not allowed here.');
  });
});
