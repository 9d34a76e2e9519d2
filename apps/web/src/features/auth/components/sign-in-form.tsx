import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validatePassword, validateUsername } from '../login-validation.ts';
import { UsernameInput } from '../../../components/forms/password-inputs.tsx';

export interface SignInValues {
  username: string;
  password: string;
}

export interface SignInFormProps {
  busy: boolean;
  initialUsername?: string;
  onSubmit: (values: SignInValues) => void;
  onForgotPassword: (username: string) => void;
}

export function SignInForm({
  busy,
  initialUsername = '',
  onSubmit,
  onForgotPassword,
}: SignInFormProps) {
  const form = useForm<SignInValues>({
    mode: 'uncontrolled',
    initialValues: { username: initialUsername, password: '' },
    validate: { username: validateUsername, password: validatePassword },
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Sign in">
      <Stack>
        <UsernameInput autoFocus key={form.key('username')} {...form.getInputProps('username')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy} fullWidth>
          Sign in
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onForgotPassword(form.getValues().username)}
        >
          Forgot your password?
        </Anchor>
      </Stack>
    </form>
  );
}
