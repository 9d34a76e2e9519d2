import { describe, expect, it } from 'vitest';
import { vehicleAuthenticator } from './vehicle-auth.ts';
import type { VehicleCredentials, VehicleDirectory } from './vehicle-directory.ts';

const identity = { vehicleId: 'v1', customerId: 'c1', name: 'Shuttle 1' };

function setup() {
  const record: VehicleCredentials = { identity, passwordHash: 'hash-1' };
  const verified: string[] = [];
  let clock = 0;
  const directory: VehicleDirectory = {
    credentialsOf: (username) => Promise.resolve(username === 'veh-v1' ? record : null),
    byId: () => Promise.resolve(null),
  };
  const authenticate = vehicleAuthenticator({
    directory,
    ttlMs: 60_000,
    now: () => clock,
    verify: (hash, password) => {
      verified.push(`${hash}:${password}`);
      return Promise.resolve(
        `${hash}:${password}` === 'hash-1:secret' || `${hash}:${password}` === 'hash-2:new',
      );
    },
  });
  const signIn = (username: string, password: string) =>
    authenticate(username, Buffer.from(password));
  return { record, verified, signIn, tick: (ms: number) => (clock += ms) };
}

describe('vehicle sign-in', () => {
  it('verifies a password once and trusts it for a minute', async () => {
    const { verified, signIn, tick } = setup();
    expect(await signIn('veh-v1', 'secret')).toEqual(identity);
    expect(await signIn('veh-v1', 'secret')).toEqual(identity);
    expect(verified).toHaveLength(1);
    tick(60_001);
    expect(await signIn('veh-v1', 'secret')).toEqual(identity);
    expect(verified).toHaveLength(2);
  });

  it('refuses a wrong password, an unknown user and revoked credentials, cache or not', async () => {
    const { record, signIn } = setup();
    expect(await signIn('veh-v1', 'secret')).toEqual(identity);
    expect(await signIn('veh-v1', 'guess')).toBeNull();
    expect(await signIn('veh-v2', 'secret')).toBeNull();
    record.passwordHash = null;
    expect(await signIn('veh-v1', 'secret')).toBeNull();
  });

  it('forgets a remembered password when the credentials are rotated', async () => {
    const { record, signIn } = setup();
    expect(await signIn('veh-v1', 'secret')).toEqual(identity);
    record.passwordHash = 'hash-2';
    expect(await signIn('veh-v1', 'secret')).toBeNull();
    expect(await signIn('veh-v1', 'new')).toEqual(identity);
  });
});
