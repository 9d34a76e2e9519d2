import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages } from '@shuttle-ops/domain';
import { newPasswordCheck, sameAs } from '../login-validation.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import {
  NewPasswordInput,
  RepeatPasswordInput,
} from '../../../components/forms/password-inputs.tsx';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

export interface NewPasswordFormProps {
  busy: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** The NEW_PASSWORD_REQUIRED challenge: a first sign-in with a temporary password. */
export function NewPasswordForm({ busy, onSubmit, onCancel }: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: newPasswordCheck(authMessages.challengeResponseEmpty),
      confirm: (value, values) => sameAs(values.password, value),
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(values.password))}
      noValidate
      aria-label="Choose a new password"
    >
      <Stack>
        <Text size="sm">
          Your password was set by an administrator. Choose your own to continue.
        </Text>
        <NewPasswordInput
          autoFocus
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <RepeatPasswordInput key={form.key('confirm')} {...form.getInputProps('confirm')} />
        <Button type="submit" loading={busy} fullWidth>
          Set password and sign in
        </Button>
        <BackToSignIn onClick={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
