import type { ChallengeName, SignInResponse } from '@shuttle-ops/domain';
import { useCallback, useMemo, useState } from 'react';
import { authApi } from '../../lib/auth/auth-api.ts';
import type { AuthApi } from '../../lib/auth/auth-api.ts';
import { useSessionStore } from '../../lib/auth/session-context.ts';
import { useToast } from '../../lib/toast/toast-context.ts';
import { authErrorMessage } from './auth-error-message.ts';
import type { SignInValues } from './components/sign-in-form.tsx';
import type { ResetValues } from './components/forgot-password-confirm-form.tsx';

export type LoginStep =
  | { kind: 'sign-in'; username: string }
  | { kind: 'challenge'; challenge: ChallengeName; session: string; username: string }
  | { kind: 'forgot-request'; username: string }
  | { kind: 'forgot-confirm'; username: string; destination: string };

export interface LoginFlow {
  step: LoginStep;
  busy: boolean;
  signIn: (values: SignInValues) => void;
  answerChallenge: (response: string) => void;
  startForgotPassword: (username: string) => void;
  requestCode: (username: string) => void;
  resetPassword: (values: ResetValues) => void;
  backToSignIn: () => void;
}

/** The sign-in steps: password, then any challenge; or the two forgot-password steps. */
export function useLoginFlow(api: AuthApi = authApi): LoginFlow {
  const [step, setStep] = useState<LoginStep>({ kind: 'sign-in', username: '' });
  const [busy, setBusy] = useState(false);
  const toasts = useToast();
  const sessionStore = useSessionStore();

  // Server messages go to an error toast that stays until closed (spec §8).
  const run = useCallback(
    (work: () => Promise<void>) => {
      setBusy(true);
      toasts.hide();
      work()
        .catch((error: unknown) => toasts.error(authErrorMessage(error)))
        .finally(() => setBusy(false));
    },
    [toasts],
  );

  const proceed = useCallback(
    async (answer: SignInResponse, username: string) => {
      if ('AuthenticationResult' in answer) {
        await sessionStore.signedIn(answer.AuthenticationResult);
      } else {
        setStep({
          kind: 'challenge',
          challenge: answer.ChallengeName,
          session: answer.Session,
          username,
        });
      }
    },
    [sessionStore],
  );

  return useMemo<LoginFlow>(
    () => ({
      step,
      busy,
      signIn: ({ username, password }) =>
        run(async () => {
          const name = username.trim();
          await proceed(await api.signIn(name, password), name);
        }),
      answerChallenge: (response) =>
        run(async () => {
          if (step.kind !== 'challenge') return;
          const answer =
            step.challenge === 'NEW_PASSWORD_REQUIRED'
              ? { NEW_PASSWORD: response }
              : { SOFTWARE_TOKEN_MFA_CODE: response };
          await proceed(
            await api.respondToChallenge(step.challenge, step.session, answer),
            step.username,
          );
        }),
      startForgotPassword: (username) => setStep({ kind: 'forgot-request', username }),
      requestCode: (username) =>
        run(async () => {
          const delivery = await api.forgotPassword(username);
          setStep({ kind: 'forgot-confirm', username, destination: delivery.Destination });
        }),
      resetPassword: ({ code, password }) =>
        run(async () => {
          if (step.kind !== 'forgot-confirm') return;
          await api.confirmForgotPassword(step.username, code, password);
          setStep({ kind: 'sign-in', username: step.username });
          toasts.info('Your password has been changed. Sign in with the new one.');
        }),
      backToSignIn: () => setStep((current) => ({ kind: 'sign-in', username: current.username })),
    }),
    [api, busy, proceed, run, step, toasts],
  );
}
