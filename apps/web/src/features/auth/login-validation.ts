import { authMessages } from '@shuttle-ops/domain';

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

// New-password checks are shared with the account dialogs.
export {
  newPasswordCheck,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  sameAs,
} from '../../lib/forms/password-checks.ts';
