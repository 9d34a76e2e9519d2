import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages } from '@shuttle-ops/domain';
import { useState } from 'react';
import { authApi } from '../../../lib/auth/auth-api.ts';
import type { AuthApi } from '../../../lib/auth/auth-api.ts';
import { useSessionStore } from '../../../lib/auth/session-context.ts';
import { newPasswordCheck, sameAs } from '../../../lib/forms/password-checks.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { accountErrorMessage } from '../account-error-message.ts';
import {
  NewPasswordInput,
  RepeatPasswordInput,
} from '../../../components/forms/password-inputs.tsx';

interface ChangePasswordValues {
  current: string;
  proposed: string;
  confirm: string;
}

export interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  api?: Pick<AuthApi, 'changePassword'>;
}

const EMPTY: ChangePasswordValues = { current: '', proposed: '', confirm: '' };

/** Changes the signed-in user's password; the user stays signed in. */
export function ChangePasswordDialog({
  opened,
  onClose,
  api = authApi,
}: ChangePasswordDialogProps) {
  const sessionStore = useSessionStore();
  const toasts = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      current: (value) => (value === '' ? authMessages.passwordEmpty : null),
      proposed: (value, values) => {
        const problem = newPasswordCheck(authMessages.passwordEmpty)(value);
        if (problem !== null) return problem;
        return value === values.current ? 'Choose a password you have not used here' : null;
      },
      confirm: (value, values) => sameAs(values.proposed, value),
    },
  });

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = async (values: ChangePasswordValues) => {
    setBusy(true);
    setError(null);
    try {
      await api.changePassword(sessionStore.accessToken() ?? '', values.current, values.proposed);
      toasts.info('Your password has been changed.');
      close();
    } catch (cause) {
      setError(accountErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          {error !== null && (
            <Alert color="red" role="alert" title="Password not changed">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            data-autofocus
            key={form.key('current')}
            {...form.getInputProps('current')}
          />
          <NewPasswordInput key={form.key('proposed')} {...form.getInputProps('proposed')} />
          <RepeatPasswordInput key={form.key('confirm')} {...form.getInputProps('confirm')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
