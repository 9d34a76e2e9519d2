import type { NotificationChannel, NotificationDelivery } from '@shuttle-ops/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID, listOf, ok, renderScreen, stubServer } from '../alarms-test-kit.tsx';
import type { Handlers } from '../alarms-test-kit.tsx';
import { ProcessAlertsPage } from '../process-alerts-page.tsx';

const routes = [{ path: '/realtimealerts/*', element: <ProcessAlertsPage /> }];
const PATH = '/dev/v1/notification-channels';
const CHANNEL_ID = 'c1000000-0000-4000-8000-000000000001';
const AT = '2026-07-01T13:05:09.000Z';

const pager: NotificationChannel = {
  id: CHANNEL_ID,
  Customer_ID: CUSTOMER_ID,
  name: 'On-call pager',
  kind: 'webhook',
  emails: [],
  url: 'https://pager.example.com/alarms',
  secret_hint: '••••3f9a',
  sources: ['DOOR_OPEN_MOVING', 'MANUAL'],
  min_level: 'ERROR',
  enabled: true,
  created_by: 'admin',
  create_dt: AT,
  update_dt: AT,
};

const attempts: NotificationDelivery[] = [
  {
    id: 3,
    channel_id: CHANNEL_ID,
    alarm_id: 'a1000000-0000-4000-8000-000000000001',
    attempt: 2,
    ok: true,
    status_code: 200,
    error: null,
    will_retry: false,
    at: AT,
  },
  {
    id: 2,
    channel_id: CHANNEL_ID,
    alarm_id: 'a1000000-0000-4000-8000-000000000001',
    attempt: 1,
    ok: false,
    status_code: 503,
    error: 'HTTP 503',
    will_retry: true,
    at: '2026-07-01T13:05:08.000Z',
  },
];

const page = (items: NotificationChannel[]) => ({
  Items: items,
  Count: items.length,
  total: items.length,
});

function handlers(extra: Handlers = {}): Handlers {
  return {
    'GET /dev/v1/realtimealerts?': () => ok(listOf([])),
    'GET /dev/v1/realtimealerts/measures': () => ok({ error: { code: 'X', message: 'x' } }, 500),
    'GET /dev/v1/vehicles': () => ok({ Items: [], Count: 0, total: 0 }),
    [`GET ${PATH}?`]: () => ok(page([pager])),
    ...extra,
  };
}

const open = (groups = ['admin']) =>
  renderScreen(routes, '/realtimealerts?tab=notifications', groups);

describe('Process Alerts: the Notifications tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the channels after loading, and says when there are none', async () => {
    stubServer(handlers({ [`GET ${PATH}?`]: () => ok(page([])) }));
    open();
    expect(screen.getByRole('tab', { name: 'Notifications', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notification channels' })).toBeTruthy();
    expect(await screen.findByText('No notification channels')).toBeTruthy();
  });

  it('adds an e-mail channel, naming what is wrong before sending anything', async () => {
    const calls = stubServer(
      handlers({
        [`POST ${PATH}`]: (call) =>
          ok(
            { ...pager, ...(call.body as object), id: CHANNEL_ID, url: null, secret_hint: null },
            201,
          ),
      }),
    );
    const view = open();
    await screen.findByText('On-call pager');
    fireEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    const form = await screen.findByRole('form', { name: 'Notification channel' });

    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Control room' },
    });
    const emails = within(form).getByRole('textbox', { name: /^E-mail addresses/ });
    fireEvent.change(emails, { target: { value: 'control@example.com, not-an-address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(await within(form).findByText('Enter a valid e-mail address')).toBeTruthy();
    fireEvent.change(emails, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(await within(form).findByText('Give at least one e-mail address')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(emails, { target: { value: 'control@example.com\nduty@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
    await waitFor(() =>
      expect(view.toasts.getState().content).toBe('Channel “Control room” created.'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Control room',
      kind: 'email',
      emails: ['control@example.com', 'duty@example.com'],
      sources: null,
      min_level: 'WARNING',
      enabled: true,
    });
  });

  it('asks for a webhook’s URL and secret, and shows the server’s message by its field', async () => {
    const calls = stubServer(
      handlers({
        [`POST ${PATH}`]: () =>
          ok(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'body.url: must be an http or https URL',
                details: [{ field: 'body.url', message: 'must be an http or https URL' }],
              },
            },
            400,
          ),
      }),
    );
    open(['customer_admin']);
    await screen.findByText('On-call pager');
    fireEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    const form = await screen.findByRole('form', { name: 'Notification channel' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Pager' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'Webhook' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(await within(form).findByText('A webhook needs its URL')).toBeTruthy();
    expect(within(form).getByText('A webhook needs a secret')).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: /^URL/ }), {
      target: { value: 'https://pager.example.com/alarms' },
    });
    fireEvent.change(within(form).getByLabelText(/^Secret/), { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(await within(form).findByText('Secret needs at least 16 characters')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Generate a secret' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(await within(form).findByText('must be an http or https URL')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ kind: 'webhook', url: 'https://pager.example.com/alarms' });
    expect((post?.body as { secret: string }).secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('edits a webhook and keeps its secret when none is typed', async () => {
    const calls = stubServer(
      handlers({
        [`PUT ${PATH}/${CHANNEL_ID}`]: (call) => ok({ ...pager, ...(call.body as object) }),
      }),
    );
    const view = open();
    await screen.findByText('On-call pager');
    fireEvent.click(screen.getByRole('button', { name: 'Edit On-call pager' }));
    const form = await screen.findByRole('form', { name: 'Notification channel' });
    expect(within(form).getByText('Saved: ••••3f9a. Leave empty to keep it.')).toBeTruthy();
    const name = within(form).getByRole<HTMLInputElement>('textbox', { name: /^Name/ });
    expect(name.value).toBe('On-call pager');
    fireEvent.change(name, { target: { value: 'Night pager' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(view.toasts.getState().content).toBe('Channel “Night pager” saved.'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Night pager',
      kind: 'webhook',
      url: 'https://pager.example.com/alarms',
      sources: ['DOOR_OPEN_MOVING', 'MANUAL'],
      min_level: 'ERROR',
      enabled: true,
    });
  });

  it('deletes a channel only once confirmed', async () => {
    const calls = stubServer(handlers({ [`DELETE ${PATH}/`]: () => ok(pager) }));
    const view = open();
    await screen.findByText('On-call pager');
    fireEvent.click(screen.getByRole('button', { name: 'More actions for On-call pager' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete channel' });
    expect(dialog.textContent).toContain('Delete the channel “On-call pager”?');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete channel' }));
    await waitFor(() =>
      expect(view.toasts.getState().content).toBe('Channel “On-call pager” deleted.'),
    );
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${PATH}/${CHANNEL_ID}`);
  });

  it('sends a test and shows the delivery log in London time', async () => {
    const calls = stubServer(
      handlers({
        [`POST ${PATH}/${CHANNEL_ID}/test`]: () => ok({ queued: true }, 202),
        [`GET ${PATH}/${CHANNEL_ID}/deliveries`]: () => ok({ Items: attempts }),
      }),
    );
    const view = open();
    await screen.findByText('On-call pager');
    expect(screen.getByText('Door open while moving, Raised by hand')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for On-call pager' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delivery log' }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log: On-call pager' });
    const table = await within(log).findByRole('table', { name: 'Deliveries to On-call pager' });
    // 13:05 UTC on 1 July is 14:05 in London (summer time).
    expect(within(table).getByText('1 Jul 2026, 14:05:09')).toBeTruthy();
    expect(within(table).getByText('Delivered')).toBeTruthy();
    expect(within(table).getByText('Failed, retrying')).toBeTruthy();
    expect(within(table).getByText('HTTP 503')).toBeTruthy();

    fireEvent.click(within(log).getByRole('button', { name: 'Send test' }));
    await waitFor(() =>
      expect(view.toasts.getState().content).toBe(
        'A test is on its way to “On-call pager”: see its delivery log.',
      ),
    );
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/test'))).toBe(true);
  });

  it('is read-only for a service manager, who still reads the log', async () => {
    stubServer(handlers({ [`GET ${PATH}/${CHANNEL_ID}/deliveries`]: () => ok({ Items: [] }) }));
    open(['service_manager']);
    await screen.findByText('On-call pager');
    expect(
      screen.getByText('Only administrators can change the notification channels.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit On-call pager' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for On-call pager' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delivery log' }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log: On-call pager' });
    expect(await within(log).findByText('No deliveries yet')).toBeTruthy();
    expect(within(log).queryByRole('button', { name: 'Send test' })).toBeNull();
  });
});
