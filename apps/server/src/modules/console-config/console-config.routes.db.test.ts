import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith(
  {},
  { env: { PUBLIC_API_KEY: 'key-of-this-deployment', PLATFORM_OWNER: 'Acme' } },
);

describe('GET /config.json', () => {
  it('tells the console this deployment’s public key, platform owner and site, signed out', async () => {
    const res = await t.app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      publicApiKey: 'key-of-this-deployment',
      platformOwner: 'Acme',
      siteName: 'Harwell',
      missionSiteId: 'DAR-HWL',
      // The spec's menus and route access unless an administrator switched a deviation on.
      serviceManagerIncidents: false,
      // No MAP_STYLE: the console draws the site itself.
      mapStyle: null,
    });
  });

  it('says when an administrator let service managers open Incidents (SERVICE_MANAGER_INCIDENTS=on)', async () => {
    const switched = await createTestApp({ SERVICE_MANAGER_INCIDENTS: 'on' });
    try {
      const res = await switched.app.inject({ url: '/config.json' });
      expect(res.json()).toMatchObject({ serviceManagerIncidents: true });
    } finally {
      await switched.close();
    }
  });

  it('names the base map styles of MAP_STYLE and MAP_STYLE_DARK, and lets the console load them', async () => {
    const styled = await createTestApp({
      MAP_STYLE: 'https://tiles.example.org/styles/light.json',
      MAP_STYLE_DARK: '/map-files/dark.json',
    });
    try {
      const res = await styled.app.inject({ url: '/config.json' });
      expect(res.json()).toMatchObject({
        mapStyle: {
          light: 'https://tiles.example.org/styles/light.json',
          dark: '/map-files/dark.json',
        },
      });
      expect(res.headers['content-security-policy']).toMatch(
        /connect-src [^;]*https:\/\/tiles\.example\.org/,
      );
    } finally {
      await styled.close();
    }
  });
});
