import type { User } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import {
  groupOptions,
  PASSWORD_TOO_SHORT,
  userCreateFields,
  userFormValues,
  userUpdateFields,
  userValidator,
} from './user-form-values.ts';

const user: User = {
  user_id: '30000000-0000-4000-8000-000000000001',
  username: 'olivia',
  email: 'olivia@example.com',
  preferred_username: 'Olivia',
  Customer_ID: '20000000-0000-4000-8000-000000000001',
  customer_name: 'Darwin',
  roles: ['operator'],
  status: 'CONFIRMED',
  enabled: true,
  mfa_enabled: false,
  temporary_password_expires_at: null,
  user_graphic: null,
  create_dt: '',
  update_dt: '',
};

describe('user form values', () => {
  it('creates with a generated password unless one is set', () => {
    const values = {
      ...userFormValues(null),
      username: 'new-starter',
      email: 'new@example.com',
      roles: ['operator'],
    };
    expect(userValidator(null)(values)).toEqual({});
    expect(userCreateFields(values)).toEqual({
      username: 'new-starter',
      email: 'new@example.com',
      preferred_username: null,
      roles: ['operator'],
      temporary_password: undefined,
    });
  });

  it('asks for a long enough temporary password when one is set', () => {
    const values = {
      ...userFormValues(null),
      username: 'new-starter',
      email: 'new@example.com',
      passwordMode: 'set' as const,
    };
    expect(userValidator(null)(values)).toEqual({
      temporary_password: 'Enter a temporary password, or let one be generated',
    });
    expect(userValidator(null)({ ...values, temporary_password: 'short' })).toEqual({
      temporary_password: PASSWORD_TOO_SHORT,
    });
  });

  it('refuses a username the pool does not accept', () => {
    const values = { ...userFormValues(null), username: 'a b', email: 'x@example.com' };
    expect(Object.keys(userValidator(null)(values))).toEqual(['username']);
  });

  it('updates only the groups and the enabled flag when they changed', () => {
    const unchanged = userUpdateFields(user, userFormValues(user));
    expect(unchanged.roles).toBeUndefined();
    expect(unchanged.enabled).toBeUndefined();
    const changed = userUpdateFields(user, {
      ...userFormValues(user),
      roles: ['operator', 'service_manager'],
      enabled: false,
    });
    expect(changed).toMatchObject({ roles: ['operator', 'service_manager'], enabled: false });
  });

  it('offers the groups the caller may grant and shows the others the user has, disabled', () => {
    expect(groupOptions(['operator', 'service_manager'], ['admin', 'operator'])).toEqual([
      { value: 'operator', label: 'Operator', disabled: false },
      { value: 'service_manager', label: 'Service Manager', disabled: false },
      { value: 'admin', label: 'Admin', disabled: true },
    ]);
  });
});
