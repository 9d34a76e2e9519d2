import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../lib/auth/session-store.ts';
import { renderRoutes } from '../testing/render.tsx';
import { sessionStoreIn, signedInAs } from '../testing/sessions.ts';
import { LandingGate } from './landing-gate.tsx';

const routes = [
  { path: '/', Component: LandingGate, children: [{ index: true, element: <h1>Home page</h1> }] },
  { path: '/admin', element: <h1>Admin overview</h1> },
  { path: '/operator', element: <h1>Operator screen</h1> },
  { path: '/operator/control', element: <h1>Remote control</h1> },
];

const open = (state: SessionState, path = '/') =>
  renderRoutes(routes, path, { session: sessionStoreIn(state) });

describe('LandingGate', () => {
  it('shows home to a visitor', () => {
    open({ status: 'signed-out', session: null });
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeDefined();
  });

  it.each([
    [['operator'], 'Operator screen'],
    [['admin'], 'Admin overview'],
    [['remote_operator'], 'Remote control'],
  ])('sends %j from / to its work screen', async (groups, heading) => {
    const { router } = open(signedInAs(groups));
    expect(await screen.findByRole('heading', { name: heading })).toBeDefined();
    expect(router.state.location.pathname).not.toBe('/');
  });

  it('shows nothing until a stored session is restored', () => {
    open({ status: 'loading', session: null });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('lets a signed-in user go home from inside the console', async () => {
    const { router } = open(signedInAs(['operator']));
    await screen.findByRole('heading', { name: 'Operator screen' });
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeDefined();
    await act(() => router.navigate('/#features'));
    expect(router.state.location.pathname).toBe('/');
  });
});
