import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALARM_1,
  ALARM_2,
  alarmFixture,
  detailOf,
  listOf,
  ok,
  renderScreen,
  stubServer,
} from '../alarms-test-kit.tsx';
import type { Handlers } from '../alarms-test-kit.tsx';
import { ProcessAlertsPage } from '../process-alerts-page.tsx';

// jsdom has no WebGL and no canvas.
vi.mock('./alarm-map.tsx', () => ({ AlarmMap: () => <p data-testid="alarm-map">map</p> }));
vi.mock('./alarm-telemetry-chart.tsx', () => ({
  AlarmTelemetryChart: () => <p data-testid="alarm-chart">chart</p>,
}));

const routes = [{ path: '/realtimealerts/*', element: <ProcessAlertsPage /> }];

const first = alarmFixture({ id: ALARM_1, code: 'SAF-001', message: 'Emergency stop' });
const second = alarmFixture({ id: ALARM_2, code: 'PER-101', message: 'Lidar blocked' });

function handlers(extra: Handlers = {}): Handlers {
  let deleted = false;
  return {
    'GET /dev/v1/realtimealerts?': () => ok(listOf(deleted ? [second] : [first, second])),
    'GET /dev/v1/realtimealerts/measures': () => ok({ error: { code: 'X', message: 'x' } }, 500),
    'GET /dev/v1/realtimealerts/assignees': () => ok([]),
    [`GET /dev/v1/realtimealerts/${ALARM_1}`]: () => ok(detailOf(first)),
    [`DELETE /dev/v1/realtimealerts/${ALARM_1}`]: () => {
      deleted = true;
      return { status: 204, body: undefined };
    },
    'GET /dev/v1/vehicles': () => ok({ Items: [], Count: 0, total: 0 }),
    'POST /graphql': () => ok({ data: { getMultipleMeasureNameValues: [] } }),
    ...extra,
  };
}

const rowIds = () => screen.getAllByTestId('alarm-row').map((row) => row.dataset['alarmId']);

describe('Deleting an alarm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is offered to an admin, asks first, then erases the alarm, closes the detail and drops the row', async () => {
    const calls = stubServer(handlers());
    const view = renderScreen(routes, `/realtimealerts/${ALARM_1}`, ['admin']);
    const drawer = await screen.findByTestId('alarm-detail');
    await waitFor(() => expect(rowIds()).toEqual([ALARM_1, ALARM_2]));

    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this alarm?' });
    expect(dialog.textContent).toContain('This erases the record of SAF-001');
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this alarm?' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete…' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this alarm?' })).getByRole(
        'button',
        { name: 'Delete alarm' },
      ),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/realtimealerts'));
    const deletedAt = calls.findIndex((call) => call.method === 'DELETE');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/dev/v1/realtimealerts/${ALARM_1}`,
    ]);
    await waitFor(() => expect(rowIds()).toEqual([ALARM_2]));
    expect(view.toasts.getState().content).toBe('The alarm was deleted.');
    await waitFor(() => expect(screen.queryByTestId('alarm-detail')).toBeNull());
    // The erased alarm is not asked for again.
    expect(
      calls.slice(deletedAt).filter((call) => call.url === `/dev/v1/realtimealerts/${ALARM_1}`),
    ).toHaveLength(1);
  });

  it('is not offered to a service manager or a customer admin', async () => {
    stubServer(handlers());
    const view = renderScreen(routes, `/realtimealerts/${ALARM_1}`);
    const drawer = await screen.findByTestId('alarm-detail');
    expect(within(drawer).getByRole('button', { name: 'Acknowledge' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Delete…' })).toBeNull();
    view.unmount();

    renderScreen(routes, `/realtimealerts/${ALARM_1}`, ['customer_admin']);
    const again = await screen.findByTestId('alarm-detail');
    expect(within(again).queryByRole('button', { name: 'Delete…' })).toBeNull();
  });
});
