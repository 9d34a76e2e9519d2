import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateUsername } from '../login-validation.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import { UsernameInput } from '../../../components/forms/password-inputs.tsx';

export interface ForgotPasswordRequestFormProps {
  busy: boolean;
  initialUsername: string;
  onSubmit: (username: string) => void;
  onCancel: () => void;
}

/** Forgot password, step 1: send a confirmation code to the user's email. */
export function ForgotPasswordRequestForm({
  busy,
  initialUsername,
  onSubmit,
  onCancel,
}: ForgotPasswordRequestFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: initialUsername },
    validate: { username: validateUsername },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(values.username.trim()))}
      noValidate
      aria-label="Request a reset code"
    >
      <Stack>
        <Text size="sm">
          We will send a confirmation code to the email address of your account.
        </Text>
        <UsernameInput autoFocus key={form.key('username')} {...form.getInputProps('username')} />
        <Button type="submit" loading={busy} fullWidth>
          Send code
        </Button>
        <BackToSignIn onClick={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
