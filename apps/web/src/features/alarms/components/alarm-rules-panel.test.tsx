import { DEFAULT_ALARM_SETTINGS } from '@shuttle-ops/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listOf, ok, renderScreen, stubServer } from '../alarms-test-kit.tsx';
import type { Handlers } from '../alarms-test-kit.tsx';
import { ProcessAlertsPage } from '../process-alerts-page.tsx';
import { vi } from 'vitest';

const routes = [{ path: '/realtimealerts/*', element: <ProcessAlertsPage /> }];

const saved = { ...DEFAULT_ALARM_SETTINGS, vehicleSilentAfterS: 45, lowBatteryPercent: 15 };

function handlers(extra: Handlers = {}): Handlers {
  return {
    'GET /dev/v1/realtimealerts?': () => ok(listOf([])),
    'GET /dev/v1/realtimealerts/measures': () => ok({ error: { code: 'X', message: 'x' } }, 500),
    'GET /dev/v1/realtimealerts/settings': () => ok(saved),
    'GET /dev/v1/vehicles': () => ok({ Items: [], Count: 0, total: 0 }),
    ...extra,
  };
}

const silentInput = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: /^Silent for longer than/ });

describe('Process Alerts: the Rules tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the settings; an admin changes the silent threshold and saves the whole settings', async () => {
    const calls = stubServer(
      handlers({
        'PUT /dev/v1/realtimealerts/settings': (call) => ok(call.body),
      }),
    );
    const view = renderScreen(routes, '/realtimealerts?tab=rules', ['admin']);
    expect(screen.getByRole('tab', { name: 'Rules', selected: true })).toBeTruthy();
    expect(screen.getByText('Loading the rules…')).toBeTruthy();
    const rules = await screen.findAllByTestId('alarm-rule');
    expect(rules.map((rule) => rule.dataset['rule'])).toEqual([
      'VEHICLE_SILENT',
      'LOW_BATTERY',
      'STOPPED_OFF_STOP',
      'DOOR_OPEN_MOVING',
      'BUNCHING',
      'HEADWAY_GAP',
    ]);
    // The rule's description, its unit and range, the values as saved.
    expect(rules[0]?.textContent).toContain('Vehicle silent while on an active service');
    expect(rules[0]?.textContent).toContain('Allowed: 5–3600 s');
    expect(silentInput().value).toBe('45 s');
    expect(screen.queryByText('Only administrators can change the rules.')).toBeNull();

    // The headway rules: shares of the planned headway and how long they last.
    expect(rules[4]?.textContent).toContain('Allowed: 5–95 %');
    expect(rules[5]?.textContent).toContain('Allowed: 105–500 %');
    const bunchingShare = within(rules[4]!).getByRole<HTMLInputElement>('textbox', {
      name: /^Gap under this share of the planned headway/,
    });
    expect(bunchingShare.value).toBe('50 %');

    fireEvent.change(silentInput(), { target: { value: '90' } });
    fireEvent.change(bunchingShare, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Low battery: on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    await waitFor(() => expect(view.toasts.getState().content).toBe('The alarm rules were saved.'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/dev/v1/realtimealerts/settings');
    expect(put?.body).toEqual({
      ...saved,
      vehicleSilentAfterS: 90,
      bunchingBelowPercent: 40,
      enabled: { ...saved.enabled, LOW_BATTERY: false },
    });
  });

  it('names a value out of range next to its field and sends nothing; restores the defaults', async () => {
    const calls = stubServer(handlers());
    renderScreen(routes, '/realtimealerts?tab=rules', ['customer_admin']);
    await screen.findAllByTestId('alarm-rule');

    fireEvent.change(silentInput(), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Silent for longer than must be at most 3600 s')).toBeTruthy();
    fireEvent.change(silentInput(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Silent for longer than is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    await waitFor(() => expect(silentInput().value).toBe('30 s'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Battery below/ }).value).toBe(
      '20 %',
    );
  });

  it("shows the server's message when it refuses the settings", async () => {
    stubServer(
      handlers({
        'PUT /dev/v1/realtimealerts/settings': () =>
          ok(
            { error: { code: 'VALIDATION_ERROR', message: 'stopRadiusM: must be at most 500' } },
            400,
          ),
      }),
    );
    const view = renderScreen(routes, '/realtimealerts?tab=rules', ['admin']);
    await screen.findAllByTestId('alarm-rule');
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(view.toasts.getState().content).toContain('stopRadiusM: must be at most 500'),
    );
    expect(view.toasts.getState().appearance).toBe('error');
  });

  it('is read-only for a service manager', async () => {
    stubServer(handlers());
    renderScreen(routes, '/realtimealerts?tab=rules');
    const rules = await screen.findAllByTestId('alarm-rule');
    expect(screen.getByText('Only administrators can change the rules.')).toBeTruthy();
    expect(silentInput().disabled).toBe(true);
    expect(within(rules[0] as HTMLElement).getByRole<HTMLInputElement>('switch').disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore defaults' })).toBeNull();
  });

  it('says when the settings cannot be read', async () => {
    stubServer(
      handlers({
        'GET /dev/v1/realtimealerts/settings': () =>
          ok({ error: { code: 'FORBIDDEN', message: 'Not allowed.' } }, 403),
      }),
    );
    renderScreen(routes, '/realtimealerts?tab=rules');
    expect((await screen.findByRole('alert')).textContent).toContain('The rules could not be read');
  });
});
