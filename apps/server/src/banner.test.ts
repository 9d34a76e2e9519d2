import { describe, expect, it } from 'vitest';
import { bannerLines, browseHost, helpLines, listenLine } from './banner.ts';
import { loadEnv } from './config/env.ts';

describe('the start-up banner', () => {
  it('says the demo listens on this machine only, and how to open it', () => {
    expect(listenLine(loadEnv({}))).toBe(
      '  Listening on 127.0.0.1 only, because the demo users and their published password are seeded; HOST=0.0.0.0 listens on every interface',
    );
    expect(listenLine(loadEnv({ HOST: '0.0.0.0' }))).toContain(
      'every interface (HOST=0.0.0.0) with the demo users: anyone who reaches this machine can sign in',
    );
    expect(listenLine(loadEnv({ SEED_DEMO: 'off' }))).toBe(
      '  Listening on every interface (HOST=0.0.0.0)',
    );
    expect(listenLine(loadEnv({ SEED_DEMO: 'off', HOST: '10.1.2.3' }))).toBe(
      '  Listening on 10.1.2.3 (HOST)',
    );
  });

  it('opens on localhost unless HOST names one address', () => {
    expect(browseHost('0.0.0.0')).toBe('localhost');
    expect(browseHost('127.0.0.1')).toBe('localhost');
    expect(browseHost('10.1.2.3')).toBe('10.1.2.3');
    expect(browseHost('fd00::2')).toBe('[fd00::2]');
  });

  it('lists where to open, vehicles, shuttles and the demo sign-in once started', () => {
    const lines = bannerLines(loadEnv({}), {
      port: 8080,
      mqttPort: 1883,
      simulator: { driving: 3, lease: 'simulator', demoServices: 2 },
    }).join('\n');
    expect(lines).toContain('Shuttle Ops is running: open http://localhost:8080');
    expect(lines).toContain('Vehicles: mqtt://localhost:1883 or ws://localhost:8080/mqtt');
    expect(lines).toContain('3 simulated shuttles are driving');
    expect(lines).toContain('2 of them run a service');
    expect(lines).toContain('1 more waits for an operator to start it on /operator');
    expect(lines).toContain('with the demo password Harwell-Demo-2026');
    expect(lines).toContain('This summary again: npm start -- --help');
  });

  it('gives the same essentials for --help from the settings alone', () => {
    const help = helpLines(loadEnv({ PORT: '9090', MQTT_PORT: '0' })).join('\n');
    expect(help).toContain('opens on http://localhost:9090');
    expect(help).toContain('mqtt://localhost:<a free port> or ws://localhost:9090/mqtt');
    expect(help).toContain('Listening on 127.0.0.1 only');
    expect(help).toContain('drives 4 simulated shuttles');
    expect(help).toContain('Sign in as one of: admin,');
    expect(help).toContain('npm start -- --no-build   starts the last build');
    const production = helpLines(loadEnv({ SEED_DEMO: 'off', SIMULATOR: 'off' })).join('\n');
    expect(production).not.toContain('Sign in as one of');
    expect(production).not.toContain('simulated shuttles');
    expect(production).toContain('Listening on every interface (HOST=0.0.0.0)');
  });
});
