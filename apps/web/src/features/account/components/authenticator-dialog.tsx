import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { authApi } from '../../../lib/auth/auth-api.ts';
import type { AuthApi, TotpSetup } from '../../../lib/auth/auth-api.ts';
import { useSessionStore } from '../../../lib/auth/session-context.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { accountErrorMessage } from '../account-error-message.ts';
import { QrCodeImage } from './qr-code-image.tsx';

export interface AuthenticatorDialogProps {
  opened: boolean;
  onClose: () => void;
  api?: Pick<AuthApi, 'setupTotp' | 'verifyTotp'>;
}

const CODE = /^\d{6}$/;

/** Groups the key in fours, as authenticator apps show it, so it is easy to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Enrols an authenticator app (TOTP): a new key shown as a QR code and as text, confirmed with a
 * code from the app. From then on signing in asks for a code.
 */
export function AuthenticatorDialog({ opened, onClose, api = authApi }: AuthenticatorDialogProps) {
  const sessionStore = useSessionStore();
  const toasts = useToast();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: {
      code: (value) =>
        CODE.test(value.replaceAll(/\s/g, '')) ? null : 'Enter the 6 digits your app shows',
    },
  });
  const token = () => sessionStore.accessToken() ?? '';

  const close = () => {
    setSetup(null);
    setError(null);
    form.reset();
    onClose();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (cause) {
      setError(accountErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setSetup(await api.setupTotp(token()));
    });

  const confirm = (code: string) =>
    run(async () => {
      await api.verifyTotp(token(), code.replaceAll(/\s/g, ''));
      toasts.info('Your authenticator app is set up. Signing in now asks for its code.');
      close();
    });

  return (
    <Modal opened={opened} onClose={close} title="Authenticator app" centered>
      <Stack>
        {error !== null && (
          <Alert color="red" role="alert" title="Not set up">
            {error}
          </Alert>
        )}
        {setup === null ? (
          <>
            <Text size="sm">
              Protect your account with a code from an authenticator app on your phone. After
              setting it up, signing in asks for the app&apos;s six-digit code as well as your
              password. Setting it up again replaces the app you used before.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => void start()} loading={busy} data-autofocus>
                Set up an app
              </Button>
            </Group>
          </>
        ) : (
          <form onSubmit={form.onSubmit(({ code }) => void confirm(code))} noValidate>
            <Stack>
              <Text size="sm">
                1. Scan this QR code with your authenticator app, or type the key below into it.
              </Text>
              <Group justify="center">
                <QrCodeImage value={setup.otpauthUri} alt="QR code to scan with your app" />
              </Group>
              <Text size="sm">
                Key:{' '}
                <Code data-testid="totp-secret" data-secret={setup.SecretCode}>
                  {grouped(setup.SecretCode)}
                </Code>
              </Text>
              <TextInput
                label="2. Enter the six-digit code the app shows"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                data-autofocus
                key={form.key('code')}
                {...form.getInputProps('code')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Confirm
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
