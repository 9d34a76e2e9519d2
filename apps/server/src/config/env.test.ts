import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('gives the demo defaults of DESIGN.md', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      // Demo users with a published password: this machine only.
      HOST: '127.0.0.1',
      HOST_FROM_ENV: false,
      DATA_DIR: './data',
      MQTT_PORT: 1883,
      PLATFORM_OWNER: 'DARWIN',
      SITE_NAME: 'Harwell',
      MISSION_SITE_ID: 'DAR-HWL',
      SIMULATOR: true,
      SIM_VEHICLES: 4,
      SIM_TIME_SCALE: 1,
      SIM_SEED: 1,
      SEED_DEMO: true,
      DEMO_PASSWORD: 'Harwell-Demo-2026',
    });
  });

  it('listens on every interface without demo users, and where HOST says when it is set', () => {
    expect(loadEnv({ SEED_DEMO: 'off' })).toMatchObject({
      HOST: '0.0.0.0',
      HOST_FROM_ENV: false,
    });
    expect(loadEnv({ HOST: '0.0.0.0' })).toMatchObject({ HOST: '0.0.0.0', HOST_FROM_ENV: true });
    expect(loadEnv({ HOST: '::', SEED_DEMO: 'off' })).toMatchObject({ HOST: '::' });
    // An empty variable counts as unset.
    expect(loadEnv({ HOST: '' })).toMatchObject({ HOST: '127.0.0.1', HOST_FROM_ENV: false });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT .*\(got "eighty"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be a port number between 0 and 65535/],
    [{ MQTT_PORT: '-1' }, /^Invalid configuration: MQTT_PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL /],
    [{ SIMULATOR: 'maybe' }, /^Invalid configuration: SIMULATOR /],
    [{ SIM_TIME_SCALE: '0' }, /^Invalid configuration: SIM_TIME_SCALE must be at least 0.1/],
    [{ S3_ENDPOINT: 'ftp://x' }, /^Invalid configuration: S3_ENDPOINT /],
    [{ TRUST_PROXY: 'true' }, /^Invalid configuration: TRUST_PROXY must be proxy addresses/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY /],
    [{ MAP_STYLE: 'file:///etc/style.json' }, /^Invalid configuration: MAP_STYLE must be an http/],
    [{ MAP_STYLE_DARK: '//cdn.example.org/s.json' }, /^Invalid configuration: MAP_STYLE_DARK /],
  ])('refuses %j in one line naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
    try {
      loadEnv(source);
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('trusts no proxy unless TRUST_PROXY lists them', () => {
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16 loopback ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('never echoes a secret in the error', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres-ish:secret@host' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATABASE_URL: 'postgres-ish:secret@host' })).not.toThrow(/secret/);
  });

  it('refuses demo seeding and the demo password in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SEED_DEMO must be off/);
    expect(() => loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'off' })).toThrow(
      /ADMIN_PASSWORD is required/,
    );
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        SEED_DEMO: 'off',
        ADMIN_PASSWORD: 'Harwell-Demo-2026',
        ADMIN_USERNAME: 'root',
        ADMIN_EMAIL: 'a@b.example',
        ADMIN_CUSTOMER: 'Darwin',
      }),
    ).toThrow(/must not be the demo password/);
    const env = loadEnv({
      NODE_ENV: 'production',
      SEED_DEMO: 'off',
      ADMIN_USERNAME: 'root',
      ADMIN_EMAIL: 'root@operator.example',
      ADMIN_PASSWORD: 'A-real-secret-passphrase',
      ADMIN_CUSTOMER: 'Darwin',
    });
    expect(env.SEED_DEMO).toBe(false);
  });

  it('turns GraphQL introspection on by default and off in production unless it is set', () => {
    const production = {
      NODE_ENV: 'production',
      SEED_DEMO: 'off',
      ADMIN_USERNAME: 'root',
      ADMIN_EMAIL: 'root@operator.example',
      ADMIN_PASSWORD: 'A-real-secret-passphrase',
      ADMIN_CUSTOMER: 'Darwin',
    };
    expect(loadEnv({}).GRAPHQL_INTROSPECTION).toBe(true);
    expect(loadEnv({ GRAPHQL_INTROSPECTION: 'off' }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(loadEnv(production).GRAPHQL_INTROSPECTION).toBe(false);
    expect(loadEnv({ ...production, GRAPHQL_INTROSPECTION: 'on' }).GRAPHQL_INTROSPECTION).toBe(
      true,
    );
    expect(() => loadEnv({ GRAPHQL_INTROSPECTION: 'sometimes' })).toThrow(
      /^Invalid configuration: GRAPHQL_INTROSPECTION /,
    );
  });
});
