import { describe, expect, it } from 'vitest';
import { buildSession, DEFAULT_PLATFORM_OWNER, displayName, flagsFor } from './session.ts';

const NO_FLAGS = {
  isAdmin: false,
  isContentManager: false,
  isOperator: false,
  isServiceManager: false,
  isCustomerAdmin: false,
  isRemoteOperator: false,
  isDarwin: false,
};

const idClaims = {
  sub: 'u-1',
  email: 'sam@example.test',
  preferred_username: 'sam',
  'custom:cname': 'Darwin',
  'custom:cid': 'cust-darwin',
  token_use: 'id',
  iat: 1_700_000_000,
};
const accessClaims = {
  sub: 'u-1',
  username: 'sam.login',
  'cognito:groups': ['service_manager', 'remote_operator'],
  token_use: 'access',
};

describe('flagsFor', () => {
  it('sets one flag per known group', () => {
    expect(flagsFor(['admin', 'operator'], 'Campus Mobility')).toEqual({
      ...NO_FLAGS,
      isAdmin: true,
      isOperator: true,
    });
    expect(flagsFor(['content_manager', 'customer_admin'], 'Campus Mobility')).toEqual({
      ...NO_FLAGS,
      isContentManager: true,
      isCustomerAdmin: true,
    });
  });

  it('ignores unknown groups and differently cased names', () => {
    expect(flagsFor(['Admin', 'superuser', 'admin '], 'Campus Mobility')).toEqual(NO_FLAGS);
  });

  it('compares the customer name with the platform owner without regard to case', () => {
    expect(DEFAULT_PLATFORM_OWNER).toBe('DARWIN');
    expect(flagsFor([], 'Darwin').isDarwin).toBe(true);
    expect(flagsFor([], 'darwin').isDarwin).toBe(true);
    expect(flagsFor([], 'Darwin Ltd').isDarwin).toBe(false);
    expect(flagsFor([], 'Acme', 'acme').isDarwin).toBe(true);
    expect(flagsFor([], 'Darwin', 'Acme').isDarwin).toBe(false);
  });

  it('never treats an empty customer name as the platform owner', () => {
    expect(flagsFor([], '', '').isDarwin).toBe(false);
  });
});

describe('buildSession', () => {
  it('turns colons in claim keys into underscores and adds the flags', () => {
    expect(buildSession(idClaims, accessClaims)).toEqual({
      sub: 'u-1',
      username: 'sam.login',
      email: 'sam@example.test',
      preferred_username: 'sam',
      custom_cname: 'Darwin',
      custom_cid: 'cust-darwin',
      cognito_groups: ['service_manager', 'remote_operator'],
      ...NO_FLAGS,
      isServiceManager: true,
      isRemoteOperator: true,
      isDarwin: true,
    });
  });

  it('keeps no claim key with a colon and copies no other claims', () => {
    const keys = Object.keys(buildSession(idClaims, accessClaims));
    expect(keys.filter((key) => key.includes(':'))).toEqual([]);
    expect(keys).not.toContain('token_use');
    expect(keys).not.toContain('iat');
  });

  it('treats a missing groups claim as no groups', () => {
    const { 'cognito:groups': _groups, ...withoutGroups } = accessClaims;
    const session = buildSession(idClaims, withoutGroups);
    expect(session.cognito_groups).toEqual([]);
    expect(session).toMatchObject({ ...NO_FLAGS, isDarwin: true });
  });

  it('keeps unknown groups in the list without giving them a flag', () => {
    const session = buildSession(idClaims, { ...accessClaims, 'cognito:groups': ['auditor'] });
    expect(session.cognito_groups).toEqual(['auditor']);
    expect(session).toMatchObject({ ...NO_FLAGS, isDarwin: true });
  });

  it('uses the platform owner it is given', () => {
    expect(buildSession(idClaims, accessClaims, 'Campus Mobility').isDarwin).toBe(false);
    const campus = { ...idClaims, 'custom:cname': 'Campus Mobility' };
    expect(buildSession(campus, accessClaims, 'CAMPUS MOBILITY').isDarwin).toBe(true);
  });

  it('leaves out email and preferred username when the token has none', () => {
    const { email: _email, preferred_username: _preferred, ...bare } = idClaims;
    const session = buildSession(bare, accessClaims);
    expect(session).not.toHaveProperty('email');
    expect(session).not.toHaveProperty('preferred_username');
  });

  it('falls back to sub for the username and to an empty customer name', () => {
    const { 'custom:cname': _name, ...noName } = idClaims;
    const session = buildSession(noName, { sub: 'u-1' });
    expect(session.username).toBe('u-1');
    expect(session.custom_cname).toBe('');
    expect(session.isDarwin).toBe(false);
  });

  it('refuses an ID token without sub', () => {
    const { sub: _sub, ...noSub } = idClaims;
    expect(() => buildSession(noSub, accessClaims)).toThrow(
      'Invalid session: ID token claim "sub" is missing',
    );
    expect(() => buildSession({ ...idClaims, sub: '' }, accessClaims)).toThrow(/"sub" is missing/);
  });

  it('refuses an ID token without custom:cid', () => {
    const { 'custom:cid': _cid, ...noCid } = idClaims;
    expect(() => buildSession(noCid, accessClaims)).toThrow(
      'Invalid session: ID token claim "custom:cid" is missing',
    );
  });

  it('refuses tokens of two different users', () => {
    expect(() => buildSession(idClaims, { ...accessClaims, sub: 'u-2' })).toThrow(
      'Invalid session: ID and access tokens belong to different users',
    );
  });

  it('refuses claims of the wrong type', () => {
    expect(() => buildSession(idClaims, { ...accessClaims, 'cognito:groups': 'admin' })).toThrow(
      '"cognito:groups" must be a list of strings',
    );
    expect(() => buildSession(idClaims, { ...accessClaims, 'cognito:groups': [1] })).toThrow(
      '"cognito:groups" must be a list of strings',
    );
    expect(() => buildSession({ ...idClaims, 'custom:cid': 42 }, accessClaims)).toThrow(
      'ID token claim "custom:cid" must be a string',
    );
  });
});

describe('displayName', () => {
  it('prefers the preferred username, then the email, then the username', () => {
    const all = { preferred_username: 'sam', email: 'sam@example.test', username: 'sam.login' };
    expect(displayName(all)).toBe('sam');
    expect(displayName({ email: 'sam@example.test', username: 'sam.login' })).toBe(
      'sam@example.test',
    );
    expect(displayName({ username: 'sam.login' })).toBe('sam.login');
    expect(displayName({ ...all, preferred_username: '', email: '' })).toBe('sam.login');
  });
});
