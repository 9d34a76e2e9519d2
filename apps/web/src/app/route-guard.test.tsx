import { screen } from '@testing-library/react';
import type { Session } from '@shuttle-ops/domain';
import { buildSession } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import type { SessionState, SessionStore } from '../lib/auth/session-store.ts';
import { renderRoutes } from '../testing/render.tsx';
import { RouteGuard } from './route-guard.tsx';

function sessionWith(groups: string[]): Session {
  return buildSession(
    { sub: 'u-1', 'custom:cid': 'c-1', 'custom:cname': 'Darwin', preferred_username: 'Test' },
    { sub: 'u-1', username: 'test', 'cognito:groups': groups },
  );
}

function storeIn(state: SessionState): SessionStore {
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    accessToken: () => null,
    restore: () => Promise.resolve(),
    signedIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    dispose: () => undefined,
  };
}

const routes = [
  {
    Component: RouteGuard,
    children: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/admin/users', element: <h1>Users</h1> },
      { path: '/operator', element: <h1>Operator</h1> },
    ],
  },
  { path: '/login', element: <h1>Sign in</h1> },
];

describe('RouteGuard', () => {
  it('opens a route the session may open', async () => {
    const session = storeIn({ status: 'signed-in', session: sessionWith(['operator']) });
    renderRoutes(routes, '/operator', { session });
    expect(await screen.findByRole('heading', { name: 'Operator' })).toBeTruthy();
  });

  it('refuses a route the session may not open, without rendering it', async () => {
    const session = storeIn({ status: 'signed-in', session: sessionWith(['operator']) });
    renderRoutes(routes, '/admin/users', { session });
    expect(await screen.findByText('You are not permitted to view this page.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
  });

  it('sends a visitor on a protected route to sign in, remembering where they were', async () => {
    const session = storeIn({ status: 'signed-out', session: null });
    const { router } = renderRoutes(routes, '/admin/users?tab=groups', { session });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/admin/users?tab=groups' });
  });

  it('lets visitors open public pages', async () => {
    const session = storeIn({ status: 'signed-out', session: null });
    renderRoutes(routes, '/', { session });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('renders nothing protected while the stored session is being restored', () => {
    const session = storeIn({ status: 'loading', session: null });
    const { router } = renderRoutes(routes, '/admin/users', { session });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/users');
  });
});
