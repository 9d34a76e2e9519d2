import { z } from 'zod';

/**
 * What the web console learns from its server at start (`GET /config.json`), so that one build
 * serves any deployment: the public API key, the platform owner, the site and the access options.
 */
export const consoleConfig = z.object({
  /** The server's PUBLIC_API_KEY: not a secret, every public page sends it. */
  publicApiKey: z.string().min(1),
  /** The server's PLATFORM_OWNER (customer name). */
  platformOwner: z.string().min(1),
  siteName: z.string().min(1),
  missionSiteId: z.string().min(1),
  /**
   * The server's SERVICE_MANAGER_INCIDENTS: the one deviation from the menus and route access of
   * spec §2 and §6 that an administrator may switch on (AccessOptions). Off when absent.
   */
  serviceManagerIncidents: z.boolean().default(false),
  /**
   * The base map's MapLibre style for the light and the dark theme (the server's MAP_STYLE and
   * MAP_STYLE_DARK); null keeps the site drawing bundled with the console.
   */
  mapStyle: z
    .object({ light: z.string().min(1), dark: z.string().min(1) })
    .nullable()
    .default(null),
});
export type ConsoleConfig = z.infer<typeof consoleConfig>;

export const CONSOLE_CONFIG_PATH = '/config.json';
