import { describe, expect, it } from 'vitest';
import { GROUPS, groupLabel, isGroup } from './groups.ts';

describe('GROUPS', () => {
  it('lists the six pool groups of spec §6', () => {
    expect(GROUPS).toEqual([
      'admin',
      'content_manager',
      'operator',
      'service_manager',
      'customer_admin',
      'remote_operator',
    ]);
  });
});

describe('isGroup', () => {
  it.each(['admin', 'content_manager', 'remote_operator'])('accepts %s', (value) => {
    expect(isGroup(value)).toBe(true);
  });

  it.each(['', 'Admin', 'administrator', 'customer admin', 'superuser'])('rejects %j', (value) => {
    expect(isGroup(value)).toBe(false);
  });
});

describe('groupLabel', () => {
  it.each([
    ['admin', 'Admin'],
    ['content_manager', 'Content Manager'],
    ['operator', 'Operator'],
    ['service_manager', 'Service Manager'],
    ['customer_admin', 'Customer Admin'],
    ['remote_operator', 'Remote Operator'],
  ])('labels %s as %s', (group, label) => {
    expect(groupLabel(group)).toBe(label);
  });

  it('labels groups it does not know the same way', () => {
    expect(groupLabel('fleet_night_shift')).toBe('Fleet Night Shift');
    expect(groupLabel('')).toBe('');
  });
});
