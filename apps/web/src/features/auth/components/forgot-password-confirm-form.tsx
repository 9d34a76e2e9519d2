import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages } from '@shuttle-ops/domain';
import { newPasswordCheck, validateConfirmationCode } from '../login-validation.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import { NewPasswordInput } from '../../../components/forms/password-inputs.tsx';

export interface ResetValues {
  code: string;
  password: string;
}

export interface ForgotPasswordConfirmFormProps {
  busy: boolean;
  destination: string;
  onSubmit: (values: ResetValues) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** Forgot password, step 2: the emailed code and a new password. */
export function ForgotPasswordConfirmForm({
  busy,
  destination,
  onSubmit,
  onResend,
  onCancel,
}: ForgotPasswordConfirmFormProps) {
  const form = useForm<ResetValues>({
    mode: 'uncontrolled',
    initialValues: { code: '', password: '' },
    validate: {
      code: validateConfirmationCode,
      password: newPasswordCheck(authMessages.passwordEmpty),
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit({ ...values, code: values.code.trim() }))}
      noValidate
      aria-label="Reset your password with the emailed code"
    >
      <Stack>
        <Text size="sm">We sent a confirmation code to {destination}.</Text>
        <TextInput
          label="Confirmation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <NewPasswordInput key={form.key('password')} {...form.getInputProps('password')} />
        <Button type="submit" loading={busy} fullWidth>
          Reset password
        </Button>
        <Button variant="subtle" onClick={onResend} disabled={busy}>
          Send a new code
        </Button>
        <BackToSignIn onClick={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
