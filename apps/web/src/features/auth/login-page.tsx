import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useLocation } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { ForgotPasswordConfirmForm } from './components/forgot-password-confirm-form.tsx';
import { ForgotPasswordRequestForm } from './components/forgot-password-request-form.tsx';
import { MfaForm } from './components/mfa-form.tsx';
import { NewPasswordForm } from './components/new-password-form.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import { redirectTarget } from './redirect-target.ts';
import type { LoginStep } from './use-login-flow.ts';
import { useLoginFlow } from './use-login-flow.ts';

const HEADINGS: Record<LoginStep['kind'], string> = {
  'sign-in': 'Sign in',
  challenge: 'Sign in',
  'forgot-request': 'Reset your password',
  'forgot-confirm': 'Reset your password',
};

export function LoginPage() {
  useDocumentTitle(`Sign in · ${APP_TITLE}`);
  const { session } = useSession();
  const location = useLocation();
  const flow = useLoginFlow();
  const { step, busy } = flow;

  if (session !== null) return <Navigate to={redirectTarget(location.state, session)} replace />;

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {HEADINGS[step.kind]}
            </Title>
            <Text size="sm" c="dimmed">
              Staff of the Harwell shuttle service
            </Text>
          </div>
          {step.kind === 'sign-in' && (
            <SignInForm
              busy={busy}
              initialUsername={step.username}
              onSubmit={flow.signIn}
              onForgotPassword={flow.startForgotPassword}
            />
          )}
          {step.kind === 'challenge' && step.challenge === 'NEW_PASSWORD_REQUIRED' && (
            <NewPasswordForm
              busy={busy}
              onSubmit={flow.answerChallenge}
              onCancel={flow.backToSignIn}
            />
          )}
          {step.kind === 'challenge' && step.challenge === 'SOFTWARE_TOKEN_MFA' && (
            <MfaForm busy={busy} onSubmit={flow.answerChallenge} onCancel={flow.backToSignIn} />
          )}
          {step.kind === 'forgot-request' && (
            <ForgotPasswordRequestForm
              busy={busy}
              initialUsername={step.username}
              onSubmit={flow.requestCode}
              onCancel={flow.backToSignIn}
            />
          )}
          {step.kind === 'forgot-confirm' && (
            <ForgotPasswordConfirmForm
              busy={busy}
              destination={step.destination}
              onSubmit={flow.resetPassword}
              onResend={() => flow.requestCode(step.username)}
              onCancel={flow.backToSignIn}
            />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
