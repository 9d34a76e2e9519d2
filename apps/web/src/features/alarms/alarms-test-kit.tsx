import { buildSession } from '@shuttle-ops/domain';
import type { Alarm, AlarmDetail } from '@shuttle-ops/domain';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SessionStore } from '../../lib/auth/session-store.ts';
import type { AlarmCounts, AlarmList } from '@shuttle-ops/domain';
import { renderRoutesWithRealtime } from '../../testing/realtime-render.tsx';
import { sessionStoreIn } from '../../testing/sessions.ts';

/**
 * Test data and a harness for the alarm screen's component tests, in the wire shapes of the
 * domain's alarm schemas: REST answers by `METHOD path` and a socket the test publishes on (the
 * browser test in e2e/ drives the real server).
 */

export const CUSTOMER_ID = '6d77570a-112d-47a4-909d-922bd883dce6';
export const SHUTTLE_1 = '375f8a16-6310-4766-99ac-176a750494e6';
export const SHUTTLE_2 = '84da3434-dada-4fe7-9026-cc0c279dc4e1';
export const USER_ID = '0b7a3c52-5a8e-4a39-9d3c-1b0d9c1e2f01';
export const ALARM_1 = 'a1000000-0000-4000-8000-000000000001';
export const ALARM_2 = 'a1000000-0000-4000-8000-000000000002';
export const ALARM_3 = 'a1000000-0000-4000-8000-000000000003';

export function alarmFixture(overrides: Partial<Alarm> = {}): Alarm {
  const at = overrides.last_seen ?? new Date(Date.now() - 30_000).toISOString();
  return {
    id: ALARM_1,
    Customer_ID: CUSTOMER_ID,
    Vehicle_ID: SHUTTLE_1,
    vehicle_name: 'Harwell Shuttle 1',
    source: 'VEHICLE',
    rule: null,
    condition_key: `vehicle:${SHUTTLE_1}:PER-101`,
    level: 'ERROR',
    level_word: 'ERROR',
    category: 'PERCEPTION',
    code: 'PER-101',
    message: 'Lidar blocked',
    consequences: 'The shuttle slows down.',
    correctionProcedure: 'Clean the lidar.',
    state: 'OPEN',
    condition_active: true,
    count: 1,
    first_seen: at,
    last_seen: at,
    location: { lat: 51.5736, lon: -1.30395, alt: 120, bearing: 90 },
    alert_id: null,
    chattering: false,
    auto_resolved: false,
    acknowledged_at: null,
    acknowledged_by: null,
    assignee: null,
    assigned_at: null,
    resolved_at: null,
    resolved_by: null,
    closed_at: null,
    closed_by: null,
    shelved_until: null,
    shelved_by: null,
    shelve_reason: null,
    comment_count: 0,
    version: 1,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export const detailOf = (alarm: Alarm, history: AlarmDetail['history'] = []): AlarmDetail => ({
  ...alarm,
  history,
});

export function countsFixture(overrides: Partial<AlarmCounts> = {}): AlarmCounts {
  return {
    state: { OPEN: 0, ACKNOWLEDGED: 0, ASSIGNED: 0, RESOLVED: 0, CLOSED: 0, REOPENED: 0 },
    level: { INFO: 0, WARNING: 0, ERROR: 0, CRITICAL: 0 },
    shelved: 0,
    stale: 0,
    by_vehicle: {},
    ...overrides,
  };
}

export const listOf = (items: Alarm[], counts: Partial<AlarmCounts> = {}): AlarmList => ({
  Items: items,
  Count: items.length,
  total: items.length,
  counts: countsFixture(counts),
});

export interface Call {
  method: string;
  url: string;
  body: unknown;
}
type Answer = { status: number; body: unknown };
export type Handlers = Record<string, (call: Call) => Answer>;

/**
 * Stubs fetch: a request is answered by the handler whose `METHOD path` key is the longest
 * prefix of `METHOD url` (so `GET /dev/v1/realtimealerts/` beats `GET /dev/v1/realtimealerts`).
 */
export function stubServer(handlers: Handlers): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const key = Object.keys(handlers)
      .filter((candidate) => `${method} ${url}`.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    const answer = key === undefined ? undefined : handlers[key]?.(call);
    if (answer === undefined) {
      return Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: url } }), {
          status: 404,
        }),
      );
    }
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  return calls;
}

export const ok = (body: unknown, status = 200): Answer => ({ status, body });

function sessionStore(groups: string[]): SessionStore {
  const session = buildSession(
    {
      sub: USER_ID,
      'custom:cid': CUSTOMER_ID,
      'custom:cname': 'Darwin',
      preferred_username: 'Sam',
    },
    { sub: USER_ID, username: 'sam', 'cognito:groups': groups },
  );
  return sessionStoreIn({ status: 'signed-in', session }, 'access-token');
}

/** Renders the routes at `path` for a user of the given groups, on a fake realtime socket. */
export function renderScreen(routes: RouteObject[], path: string, groups = ['service_manager']) {
  return renderRoutesWithRealtime(routes, path, { session: sessionStore(groups) });
}
