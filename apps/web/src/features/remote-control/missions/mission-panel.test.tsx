import { buildSession, type Mission } from '@shuttle-ops/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../../lib/auth/session-store.ts';
import { MissionPanel } from './mission-panel.tsx';
import { renderWithRealtime } from '../../../testing/realtime-render.tsx';
import { sessionStoreIn } from '../../../testing/sessions.ts';

const CUSTOMER = '6d77570a-112d-47a4-909d-922bd883dce6';
const SHUTTLE = '375f8a16-6310-4766-99ac-176a750494e6';
const ACTIVE = '0f0e0d0c-0b0a-4909-8807-060504030201';
const QUEUED = '1f0e0d0c-0b0a-4909-8807-060504030201';

const mission = (overrides: Partial<Mission>): Mission => ({
  mission_id: ACTIVE,
  Customer_ID: CUSTOMER,
  vehicle_id: SHUTTLE,
  site_id: 'DAR-HWL',
  type: 'station',
  station_id: 'HWL-ST-02',
  station_name: 'Innovation Centre',
  status: 'active',
  lifecycle: 'accepted',
  queue_position: null,
  eta: null,
  remaining_m: null,
  reason: null,
  requested_by: 'remote-operator',
  create_dt: '2026-06-01T09:00:00.000Z',
  update_dt: '2026-06-01T09:00:00.000Z',
  ...overrides,
});

const stations = [
  {
    station_id: 'HWL-ST-02',
    site_id: 'DAR-HWL',
    name: 'Innovation Centre',
    lat: 51.5779,
    lon: -1.30838,
  },
  { station_id: 'HWL-ST-05', site_id: 'DAR-HWL', name: 'Depot', lat: 51.5744, lon: -1.3055 },
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubServer() {
  const calls: Call[] = [];
  let stack: Mission[] = [mission({})];
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
    if (url.startsWith('/dev/v1/missionapi/stations/DAR-HWL')) {
      return json({ site_id: 'DAR-HWL', Items: stations, Count: 2, total: 2 });
    }
    if (method === 'GET' && url.startsWith('/dev/v1/missionapi/stack/DAR-HWL')) {
      return json({ Items: stack, Count: stack.length, total: stack.length });
    }
    if (url.startsWith('/dev/v1/missionapi/draft/station/DAR-HWL')) {
      return json({
        site_id: 'DAR-HWL',
        vehicle_id: SHUTTLE,
        station: { station_id: 'HWL-ST-05', name: 'Depot', lat: 51.5744, lon: -1.3055 },
        from: { lat: 51.5736, lon: -1.30395, dt_canbus: '2026-06-01T09:00:00.000Z' },
        distance_m: 640,
        estimated_duration_s: 250,
        missions_ahead: 1,
        would_be: 'queued',
      });
    }
    if (url.startsWith('/dev/v1/missionapi/request/station/DAR-HWL')) {
      const queued = mission({
        mission_id: QUEUED,
        station_id: 'HWL-ST-05',
        station_name: 'Depot',
        status: 'queued',
        lifecycle: 'requested',
        queue_position: 1,
      });
      stack = [...stack, queued];
      return json(queued, 201);
    }
    if (method === 'DELETE') {
      return json(
        { error: { code: 'MISSION_ENDED', message: 'The mission has already ended (arrived).' } },
        409,
      );
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

function renderPanel() {
  const view = renderWithRealtime(<MissionPanel vehicleId={SHUTTLE} />, { session: session() });
  /** Sends a mission event to the panel's subscription. */
  const publish = (payload: unknown) => view.publish('onMissionApi', payload);
  return { sockets: view.sockets, publish };
}

describe('MissionPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the stack with live progress, previews and requests a mission, and shows refusals', async () => {
    const calls = stubServer();
    const view = renderPanel();
    const row = await screen.findByTestId('mission-row');
    expect(within(row).getByText('Innovation Centre')).toBeTruthy();
    expect(within(row).getByText('Under way')).toBeTruthy();

    act(() => view.sockets.latest().accept());
    await waitFor(() => expect(view.sockets.latest().sentOfType('subscribe')).toHaveLength(1));
    act(() =>
      view.publish({
        Customer_ID: CUSTOMER,
        type: 'station',
        vehicle_id: SHUTTLE,
        mission_id: ACTIVE,
        site_id: 'DAR-HWL',
        lifecycle: 'in_progress',
        dt_aggr_send: '2026-06-01T09:01:00.000Z',
        // 09:05 UTC is 10:05 at Harwell in summer.
        data: {
          station_id: 'HWL-ST-02',
          eta: '2026-06-01T09:05:00.000Z',
          remaining_m: 420,
          reason: null,
        },
      }),
    );
    expect(await screen.findByText('Arrives about 10:05, 420 m to go')).toBeTruthy();
    expect(screen.getByText('On its way')).toBeTruthy();

    // Picking a station previews the trip; nothing is requested yet.
    fireEvent.click(screen.getByRole('combobox', { name: 'Station' }));
    await vi.waitFor(() =>
      expect(document.querySelectorAll('[data-combobox-option]')).toHaveLength(2),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Depot', hidden: true }));
    expect((await screen.findByTestId('mission-draft')).textContent).toBe(
      '640 m away, about 4 min of driving. It waits behind 1 mission.',
    );
    expect(calls.filter((c) => c.url.includes('/request/'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Request mission' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the shuttle to Depot?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Mission to Depot queued (number 1).')).toBeTruthy();
    const request = calls.find((c) => c.url.includes('/request/'));
    expect(request).toMatchObject({
      method: 'POST',
      body: { vehicle_id: SHUTTLE, station_id: 'HWL-ST-05' },
    });
    await waitFor(() => expect(screen.getAllByTestId('mission-row')).toHaveLength(2));

    // A cancel the server refuses shows the server's error body.
    fireEvent.click(
      within(screen.getAllByTestId('mission-row')[0]!).getByRole('button', {
        name: 'Cancel mission',
      }),
    );
    const ask = await screen.findByRole('dialog', {
      name: 'Cancel the mission to Innovation Centre?',
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel mission now' }));
    expect(await screen.findByText('The mission has already ended (arrived).')).toBeTruthy();
    expect(screen.getByText('MISSION_ENDED')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      `/dev/v1/missionapi/stack/DAR-HWL?mission_id=${ACTIVE}`,
    );
  });
});
