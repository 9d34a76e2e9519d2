import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../lib/auth/session-store.ts';
import { createToastStore } from '../../lib/toast/toast-store.ts';
import { fakeAuthenticationResult } from '../../testing/factories.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { sessionStoreIn, signedInAs } from '../../testing/sessions.ts';
import { LoginPage } from './login-page.tsx';

interface Call {
  url: string;
  body: unknown;
}

/** Answers each request with the next queued response and records what was sent. */
function stubServer(responses: { status: number; body: unknown }[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(init.body as string) as unknown });
    const next = responses.shift();
    if (next === undefined) throw new Error(`unexpected request to ${url}`);
    return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status }));
  });
  return calls;
}

function renderLogin() {
  const signedIn = vi.fn<SessionStore['signedIn']>(() => Promise.resolve());
  // useSyncExternalStore needs the same snapshot object on every read.
  const state = { status: 'signed-out', session: null } as const;
  const session: SessionStore = {
    getState: () => state,
    subscribe: () => () => undefined,
    accessToken: () => null,
    restore: () => Promise.resolve(),
    signedIn,
    signOut: () => Promise.resolve(),
    dispose: () => undefined,
  };
  const toasts = createToastStore();
  renderRoutes([{ path: '/login', Component: LoginPage }], '/login', { session, toasts });
  return { signedIn, toasts };
}

async function signInAs(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await Promise.resolve();
  });
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows "User does not exist." as "Incorrect username or password." in a persistent toast', async () => {
    stubServer([
      {
        status: 400,
        body: { error: { code: 'UserNotFoundException', message: 'User does not exist.' } },
      },
    ]);
    const { toasts } = renderLogin();
    await signInAs('nobody', 'whatever');
    await vi.waitFor(() => expect(toasts.getState().visible).toBe(true));
    expect(toasts.getState()).toMatchObject({
      content: 'Incorrect username or password.',
      appearance: 'error',
      autoDismiss: false,
    });
  });

  it('asks for a new password on NEW_PASSWORD_REQUIRED and answers the challenge', async () => {
    const result = fakeAuthenticationResult();
    const calls = stubServer([
      {
        status: 200,
        body: {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: 'session-1',
          ChallengeParameters: {},
        },
      },
      { status: 200, body: { AuthenticationResult: result } },
    ]);
    const { signedIn } = renderLogin();
    await signInAs(' new-starter ', 'Temporary-Password-1');

    const password = await screen.findByLabelText('New password');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('Challenge response cannot be empty')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'Harwell-Own-Password-7' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'Harwell-Own-Password-7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledWith(result));
    expect(calls).toEqual([
      { url: '/auth/signin', body: { username: 'new-starter', password: 'Temporary-Password-1' } },
      {
        url: '/auth/challenge',
        body: {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: 'session-1',
          ChallengeResponses: { NEW_PASSWORD: 'Harwell-Own-Password-7' },
        },
      },
    ]);
  });

  it('asks for the authenticator code on SOFTWARE_TOKEN_MFA', async () => {
    const calls = stubServer([
      {
        status: 200,
        body: {
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: 'session-2',
          ChallengeParameters: {},
        },
      },
      {
        status: 400,
        body: {
          error: { code: 'CodeMismatchException', message: 'Invalid code received for user' },
        },
      },
    ]);
    const { toasts, signedIn } = renderLogin();
    await signInAs('operator', 'Harwell-Demo-2026');

    const code = await screen.findByLabelText('Authentication code');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByText('Challenge response cannot be empty')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() =>
      expect(toasts.getState().content).toBe('Invalid code received for user'),
    );
    expect(calls[1]?.body).toMatchObject({
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('resets a forgotten password with the emailed code', async () => {
    const calls = stubServer([
      {
        status: 200,
        body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'o***@example.com' } },
      },
      { status: 200, body: {} },
    ]);
    const { toasts } = renderLogin();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'operator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByText('We sent a confirmation code to o***@example.com.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Confirmation code cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Harwell-Reset-Password-3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(toasts.getState()).toMatchObject({ appearance: 'info', visible: true });
    expect(calls.map((call) => call.body)).toEqual([
      { username: 'operator' },
      { username: 'operator', code: '654321', password: 'Harwell-Reset-Password-3' },
    ]);
  });

  describe('once signed in', () => {
    const workScreens = [
      { path: '/admin', element: <h1>Admin overview</h1> },
      { path: '/operator', element: <h1>Operator screen</h1> },
      { path: '/servicedashboard', element: <h1>Dashboard screen</h1> },
      { path: '/servicehistory', element: <h1>History screen</h1> },
    ];

    it.each([
      [['admin'], 'Admin overview'],
      [['service_manager'], 'Dashboard screen'],
      [['operator'], 'Operator screen'],
    ])('lands %j on its work screen', async (groups, heading) => {
      const session = sessionStoreIn(signedInAs(groups));
      const { router } = renderRoutes(
        [{ path: '/login', Component: LoginPage }, ...workScreens],
        '/login',
        { session },
      );
      expect(await screen.findByRole('heading', { name: heading })).toBeDefined();
      expect(router.state.location.pathname).not.toBe('/login');
    });

    it('goes back to the page that asked for sign-in', async () => {
      const session = sessionStoreIn(signedInAs(['operator']));
      const { router } = renderRoutes(
        [{ path: '/login', Component: LoginPage }, ...workScreens],
        { pathname: '/login', state: { from: '/servicehistory' } },
        { session },
      );
      expect(await screen.findByRole('heading', { name: 'History screen' })).toBeDefined();
      expect(router.state.location.pathname).toBe('/servicehistory');
    });
  });
});
