import type { FastifyInstance } from 'fastify';
import { CONSOLE_CONFIG_PATH, consoleConfig, type ConsoleConfig } from '@shuttle-ops/domain';
import type { Env } from '../../config/env.ts';
import { withZod } from '../../lib/zod-routes.ts';

/** `GET /config.json`: the settings the web console reads at start (no sign-in). */
export function consoleConfigRoutes(parent: FastifyInstance, opts: { env: Env }) {
  const app = withZod(parent);
  const config: ConsoleConfig = {
    publicApiKey: opts.env.PUBLIC_API_KEY,
    platformOwner: opts.env.PLATFORM_OWNER,
    siteName: opts.env.SITE_NAME,
    missionSiteId: opts.env.MISSION_SITE_ID,
    serviceManagerIncidents: opts.env.SERVICE_MANAGER_INCIDENTS,
    mapStyle:
      opts.env.MAP_STYLE === undefined
        ? null
        : { light: opts.env.MAP_STYLE, dark: opts.env.MAP_STYLE_DARK ?? opts.env.MAP_STYLE },
  };
  app.get(
    CONSOLE_CONFIG_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        description:
          'The web console’s settings: public API key, platform owner, site, access options and base map.',
        response: { 200: consoleConfig },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return config;
    },
  );
}
