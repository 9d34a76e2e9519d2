import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages, PASSWORD_MIN_LENGTH } from '@shuttle-ops/domain';
import { newPasswordCheck, sameAs } from '../login-validation.ts';

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
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          autoFocus
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          key={form.key('confirm')}
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={busy} fullWidth>
          Set password and sign in
        </Button>
        <Button variant="subtle" onClick={onCancel} disabled={busy}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
