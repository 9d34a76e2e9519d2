import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateChallengeResponse } from '../login-validation.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';

export interface MfaFormProps {
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** The SOFTWARE_TOKEN_MFA challenge: the six-digit code of the user's authenticator app. */
export function MfaForm({ busy, onSubmit, onCancel }: MfaFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: validateChallengeResponse },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(values.code.replaceAll(/\s/g, '')))}
      noValidate
      aria-label="Two-step verification"
    >
      <Stack>
        <Text size="sm">Enter the six-digit code shown by your authenticator app.</Text>
        <TextInput
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          autoFocus
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={busy} fullWidth>
          Verify and sign in
        </Button>
        <BackToSignIn onClick={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
