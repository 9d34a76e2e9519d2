import { describe, expect, it } from 'vitest';
import { buildSession } from '@shuttle-ops/domain';
import { TenantScope } from './tenant-scope.ts';

const session = (groups: string[], cname: string, cid: string) =>
  buildSession(
    { sub: 'u1', 'custom:cname': cname, 'custom:cid': cid },
    { sub: 'u1', username: 'someone', 'cognito:groups': groups },
  );

describe('TenantScope', () => {
  it('scopes to the caller’s own customer', () => {
    const scope = TenantScope.of(session(['operator'], 'Campus Mobility', 'c-2'));
    expect(scope.customerId).toBe('c-2');
    expect(scope.forCustomer(undefined).customerId).toBe('c-2');
    expect(scope.forCustomer('c-2').customerId).toBe('c-2');
  });

  it('lets only platform-owner admins name another customer', () => {
    expect(() =>
      TenantScope.of(session(['customer_admin'], 'Campus Mobility', 'c-2')).forCustomer('c-1'),
    ).toThrow(/platform-owner administrators/);
    expect(() =>
      TenantScope.of(session(['admin'], 'Campus Mobility', 'c-2')).forCustomer('c-1'),
    ).toThrow();
    expect(() =>
      TenantScope.of(session(['remote_operator'], 'Darwin', 'c-1')).forCustomer('c-2'),
    ).toThrow();
    expect(TenantScope.of(session(['admin'], 'Darwin', 'c-1')).forCustomer('c-2').customerId).toBe(
      'c-2',
    );
  });
});
