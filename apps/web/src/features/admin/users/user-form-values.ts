import {
  groupLabel,
  PASSWORD_MIN_LENGTH,
  userCreateBody,
  userUpdateBody,
} from '@shuttle-ops/domain';
import type { User } from '@shuttle-ops/domain';
import { parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';
import type { UserCreateFields, UserUpdateFields } from '../api/users-api.ts';

export type PasswordMode = 'generate' | 'set' | 'keep';

export interface UserFormValues {
  username: string;
  email: string;
  preferred_username: string;
  roles: string[];
  enabled: boolean;
  /** New users: let the server make one up, or set one. Existing users: keep, or set a new one. */
  passwordMode: PasswordMode;
  temporary_password: string;
}

export const USER_LABELS = {
  username: 'Username',
  email: 'E-mail',
  preferred_username: 'Display name',
  roles: 'Groups',
  enabled: 'Enabled',
  passwordMode: 'Password',
  temporary_password: 'Temporary password',
} as const satisfies Record<keyof UserFormValues, string>;

export const USER_FIELDS = Object.keys(USER_LABELS);

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;

export function userFormValues(row: User | null): UserFormValues {
  return {
    username: row?.username ?? '',
    email: row?.email ?? '',
    preferred_username: row?.preferred_username ?? '',
    roles: row === null ? [] : [...row.roles],
    enabled: row?.enabled ?? true,
    passwordMode: row === null ? 'generate' : 'keep',
    temporary_password: '',
  };
}

/** The groups offered: those the caller may grant, plus any the user has (shown, not changeable). */
export function groupOptions(assignable: readonly string[], current: readonly string[]) {
  const offered = [...assignable, ...current.filter((group) => !assignable.includes(group))];
  return offered.map((group) => ({
    value: group,
    label: groupLabel(group),
    disabled: !assignable.includes(group),
  }));
}

const password = (values: UserFormValues) =>
  values.passwordMode === 'set' ? values.temporary_password : undefined;

const createBody = (values: UserFormValues) => ({
  username: values.username,
  email: values.email,
  preferred_username: values.preferred_username,
  roles: values.roles,
  temporary_password: password(values),
});

const sameGroups = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((group) => b.includes(group));

/**
 * Only what changed: the server refuses any `roles` or `enabled: false` for the signed-in user's
 * own account (409), even when unchanged.
 */
const updateBody = (original: User) => (values: UserFormValues) => ({
  operation: '_update',
  user_id: original.user_id,
  email: values.email,
  preferred_username: values.preferred_username,
  roles: sameGroups(values.roles, original.roles) ? undefined : values.roles,
  enabled: values.enabled === original.enabled ? undefined : values.enabled,
  temporary_password: password(values),
});

const labels = { labels: USER_LABELS };

/** The rules of the create or update body, and the password policy's length. */
export function userValidator(original: User | null) {
  const bySchema =
    original === null
      ? schemaValidator(userCreateBody, createBody, labels)
      : schemaValidator(userUpdateBody, updateBody(original), labels);
  return (values: UserFormValues): Record<string, string> => {
    const errors = bySchema(values);
    if (values.passwordMode === 'set') {
      if (values.temporary_password === '') {
        errors['temporary_password'] = 'Enter a temporary password, or let one be generated';
      } else if (values.temporary_password.length < PASSWORD_MIN_LENGTH) {
        errors['temporary_password'] = PASSWORD_TOO_SHORT;
      }
    }
    return errors;
  };
}

export function userCreateFields(values: UserFormValues): UserCreateFields {
  const { Customer_ID: _customer, ...fields } = parseWith(userCreateBody, createBody(values));
  return fields;
}

export function userUpdateFields(original: User, values: UserFormValues): UserUpdateFields {
  const {
    operation: _operation,
    user_id: _id,
    Customer_ID: _customer,
    ...fields
  } = parseWith(userUpdateBody, updateBody(original)(values));
  return fields;
}
