import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../testing/factories.ts';
import { decodeJwtPayload, expiryOf } from './jwt.ts';

describe('decodeJwtPayload', () => {
  it('reads the base64url JSON payload, including non-ASCII text', () => {
    const token = fakeJwt({ sub: 'u-1', preferred_username: 'Zoë Ødegård', 'custom:cid': 'c-1' });
    expect(decodeJwtPayload(token)).toEqual({
      sub: 'u-1',
      preferred_username: 'Zoë Ødegård',
      'custom:cid': 'c-1',
    });
  });

  it('decodes payloads whose base64url form uses - and _ and has no padding', () => {
    const payload = { note: '>>>???' };
    const token = fakeJwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(token.split('.')[1]).not.toMatch(/=/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it('refuses tokens that are not three segments', () => {
    expect(() => decodeJwtPayload('abc')).toThrow('Malformed token');
    expect(() => decodeJwtPayload('a..c')).toThrow('Malformed token');
  });

  it('refuses payloads that are not JSON objects', () => {
    expect(() => decodeJwtPayload('a.bm90IGpzb24.c')).toThrow('not base64url-encoded JSON');
    expect(() => decodeJwtPayload(`a.${btoa('[1,2]')}.c`)).toThrow('not a JSON object');
  });
});

describe('expiryOf', () => {
  it('turns the exp claim into epoch milliseconds', () => {
    expect(expiryOf({ exp: 1_700_000_000 })).toBe(1_700_000_000_000);
  });

  it('is null without a numeric exp claim', () => {
    expect(expiryOf({})).toBeNull();
    expect(expiryOf({ exp: '1700000000' })).toBeNull();
  });
});
