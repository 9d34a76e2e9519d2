import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALARM_1,
  alarmFixture,
  detailOf,
  listOf,
  ok,
  renderScreen,
  SHUTTLE_1,
  stubServer,
  USER_ID,
} from '../alarms-test-kit.tsx';
import type { Handlers } from '../alarms-test-kit.tsx';
import { ProcessAlertsPage } from '../process-alerts-page.tsx';

// jsdom has no WebGL and no canvas.
vi.mock('./alarm-map.tsx', () => ({ AlarmMap: () => <p data-testid="alarm-map">map</p> }));
vi.mock('./alarm-telemetry-chart.tsx', () => ({
  AlarmTelemetryChart: () => <p data-testid="alarm-chart">chart</p>,
}));

const routes = [{ path: '/realtimealerts/*', element: <ProcessAlertsPage /> }];

function handlers(alarm = alarmFixture({ state: 'ACKNOWLEDGED' }), extra: Handlers = {}): Handlers {
  return {
    'GET /dev/v1/realtimealerts?': () => ok(listOf([alarm])),
    'GET /dev/v1/realtimealerts/measures': () => ok({ error: { code: 'X', message: 'x' } }, 500),
    'GET /dev/v1/realtimealerts/assignees': () => ok([{ user_id: USER_ID, name: 'Sam' }]),
    [`GET /dev/v1/realtimealerts/${ALARM_1}`]: () => ok(detailOf(alarm)),
    [`PUT /dev/v1/realtimealerts/${ALARM_1}`]: () => ok(alarm),
    'GET /dev/v1/vehicles': () =>
      ok({
        Items: [{ Vehicle_ID: SHUTTLE_1, name: 'Harwell Shuttle 1' }],
        Count: 1,
        total: 1,
      }),
    'POST /graphql': () => ok({ data: { getMultipleMeasureNameValues: [] } }),
    ...extra,
  };
}

const puts = (calls: ReturnType<typeof stubServer>) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('Process Alerts: a person takes and resolves an alarm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('assigns an alarm to the signed-in user in one click', async () => {
    const calls = stubServer(handlers());
    renderScreen(routes, `/realtimealerts/${ALARM_1}`);
    const drawer = await screen.findByTestId('alarm-detail');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ action: 'assign', assignee_id: USER_ID, version: 1 }]),
    );
  });

  it('offers no "Assign to me" on an alarm already assigned to the user', async () => {
    stubServer(
      handlers(alarmFixture({ state: 'ASSIGNED', assignee: { user_id: USER_ID, name: 'Sam' } })),
    );
    renderScreen(routes, `/realtimealerts/${ALARM_1}`);
    const drawer = await screen.findByTestId('alarm-detail');
    expect(within(drawer).getByRole('button', { name: 'Unassign' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Assign to me' })).toBeNull();
  });

  it('asks before resolving while the vehicle still reports the condition', async () => {
    const calls = stubServer(handlers());
    renderScreen(routes, `/realtimealerts/${ALARM_1}`);
    const drawer = await screen.findByTestId('alarm-detail');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Resolve while the condition is present?',
    });
    expect(dialog.textContent).toContain('Harwell Shuttle 1 still reports PER-101');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Resolve while the condition is present?' }),
      ).toBeNull(),
    );
    expect(puts(calls)).toEqual([]);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Resolve' }));
    fireEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Resolve while the condition is present?' }),
      ).getByRole('button', { name: 'Resolve anyway' }),
    );
    await waitFor(() => expect(puts(calls)).toEqual([{ action: 'resolve', version: 1 }]));
  });

  it('resolves at once when the condition has cleared', async () => {
    const calls = stubServer(
      handlers(alarmFixture({ state: 'ACKNOWLEDGED', condition_active: false })),
    );
    renderScreen(routes, `/realtimealerts/${ALARM_1}`);
    const drawer = await screen.findByTestId('alarm-detail');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ action: 'resolve', version: 1 }]));
    expect(screen.queryByRole('dialog', { name: /Resolve while/ })).toBeNull();
  });
});

describe('Process Alerts: raising an alarm by hand', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says what is missing, then sends the alarm and opens it', async () => {
    const raised = alarmFixture({ id: ALARM_1, source: 'MANUAL', message: 'Smell of burning' });
    const calls = stubServer(handlers(raised, { 'POST /dev/v1/realtimealerts': () => ok(raised) }));
    const view = renderScreen(routes, '/realtimealerts');
    fireEvent.click(await screen.findByRole('button', { name: 'Raise an alarm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise an alarm' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise alarm' }));
    expect(await within(dialog).findByText('What is wrong is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.url.includes('realtime'))).toEqual(
      [],
    );

    fireEvent.change(within(dialog).getByRole('textbox', { name: /What is wrong/ }), {
      target: { value: 'Smell of burning' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise alarm' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.method === 'POST' && call.url === '/dev/v1/realtimealerts')
          .map((call) => call.body),
      ).toEqual([
        {
          level: 'WARNING',
          category: 'OTHER',
          code: 'MANUAL',
          message: 'Smell of burning',
          consequences: '',
          correctionProcedure: '',
        },
      ]),
    );
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/realtimealerts/${ALARM_1}`),
    );
    expect(view.toasts.getState().content).toBe('Alarm raised: Smell of burning');
  });
});
