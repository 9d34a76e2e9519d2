import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptPublicApiKey,
  DEMO_PUBLIC_API_KEY,
  PUBLIC_API_KEY,
} from '../lib/realtime/realtime-config.ts';
import { SPEC_ACCESS } from '@shuttle-ops/domain';
import { ACCESS_OPTIONS, adoptAccessOptions } from './access-options.ts';
import { adoptMapStyles, adoptPlatformOwner, MAP_STYLES, PLATFORM_OWNER } from './env.ts';
import { adoptMissionSiteId, missionSiteId } from './mission-site.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

afterEach(() => {
  adoptPublicApiKey(DEMO_PUBLIC_API_KEY);
  adoptPlatformOwner('DARWIN');
  adoptMissionSiteId('DAR-HWL');
  adoptAccessOptions(SPEC_ACCESS);
  adoptMapStyles(null);
});

const answer = (status: number, body: unknown): typeof fetch => {
  return (input) => {
    expect(input).toBe('/config.json');
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
};

describe('loadRuntimeConfig', () => {
  it('adopts the server’s public key and platform owner', async () => {
    const config = {
      publicApiKey: 'key-of-this-deployment',
      platformOwner: 'Acme',
      siteName: 'Harwell',
      missionSiteId: 'ACME-1',
    };
    // A server that names no access option follows the spec's tables.
    await expect(loadRuntimeConfig(answer(200, config))).resolves.toEqual({
      ...config,
      serviceManagerIncidents: false,
      mapStyle: null,
    });
    expect(ACCESS_OPTIONS).toEqual(SPEC_ACCESS);
    // No MAP_STYLE on the server: the site drawing bundled with the console.
    expect(MAP_STYLES).toBeNull();
    expect(PUBLIC_API_KEY).toBe('key-of-this-deployment');
    expect(PLATFORM_OWNER).toBe('Acme');
    expect(missionSiteId()).toBe('ACME-1');
  });

  it('adopts the access options an administrator switched on', async () => {
    const config = {
      publicApiKey: 'k',
      platformOwner: 'DARWIN',
      siteName: 'Harwell',
      missionSiteId: 'DAR-HWL',
      serviceManagerIncidents: true,
      mapStyle: null,
    };
    await expect(loadRuntimeConfig(answer(200, config))).resolves.toEqual(config);
    expect(ACCESS_OPTIONS).toEqual({ serviceManagerIncidents: true });
  });

  it('adopts the base map the server names (MAP_STYLE, MAP_STYLE_DARK)', async () => {
    const mapStyle = { light: '/map-files/light.json', dark: 'https://maps.example.org/dark.json' };
    await loadRuntimeConfig(
      answer(200, {
        publicApiKey: 'k',
        platformOwner: 'DARWIN',
        siteName: 'Harwell',
        missionSiteId: 'DAR-HWL',
        mapStyle,
      }),
    );
    expect(MAP_STYLES).toEqual(mapStyle);
  });

  it('keeps the built values when the server does not answer or answers nonsense', async () => {
    await expect(loadRuntimeConfig(answer(404, {}))).resolves.toBeNull();
    await expect(loadRuntimeConfig(answer(200, { publicApiKey: '' }))).resolves.toBeNull();
    await expect(loadRuntimeConfig(() => Promise.reject(new TypeError('offline')))).resolves.toBe(
      null,
    );
    expect(PUBLIC_API_KEY).toBe(DEMO_PUBLIC_API_KEY);
    expect(PLATFORM_OWNER).toBe('DARWIN');
    expect(missionSiteId()).toBe('DAR-HWL');
  });
});
