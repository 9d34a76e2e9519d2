import { PASSWORD_MIN_LENGTH } from '@shuttle-ops/domain';

type Check = (value: string) => string | null;

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
