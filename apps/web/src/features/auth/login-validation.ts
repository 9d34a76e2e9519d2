import { authMessages, PASSWORD_MIN_LENGTH } from '@shuttle-ops/domain';

type Check = (value: string) => string | null;

const isBlank = (value: string) => value.trim() === '';

/** Spec §5/§8: the identity service's empty-field messages, checked before any call. */
export const validateUsername: Check = (value) =>
  isBlank(value) ? authMessages.usernameEmpty : null;

// A password is never trimmed: spaces count, so only a truly empty one is refused here.
export const validatePassword: Check = (value) =>
  value === '' ? authMessages.passwordEmpty : null;

export const validateConfirmationCode: Check = (value) =>
  isBlank(value) ? authMessages.codeEmpty : null;

export const validateChallengeResponse: Check = (value) =>
  isBlank(value) ? authMessages.challengeResponseEmpty : null;

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORDS_DIFFER = 'The passwords do not match';

/** A new password: the given empty message, then the shared minimum length. */
export function newPasswordCheck(emptyMessage: string): Check {
  return (value) => {
    if (value === '') return emptyMessage;
    return value.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
  };
}

export function sameAs(other: string, value: string): string | null {
  return value === other ? null : PASSWORDS_DIFFER;
}
