import { PasswordInput, TextInput } from '@mantine/core';
import type { PasswordInputProps, TextInputProps } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@shuttle-ops/domain';

/** The username of a sign-in form, as typed (no capitals or spelling fixes). */
export function UsernameInput(props: TextInputProps) {
  return (
    <TextInput
      label="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A new password, with how long it must be. */
export function NewPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="New password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters`}
      autoComplete="new-password"
      {...props}
    />
  );
}

/** The new password again, to catch a typing mistake. */
export function RepeatPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label="Repeat the new password" autoComplete="new-password" {...props} />;
}
