import { z } from 'zod';

/**
 * What the web console learns from its server at start (`GET /config.json`), so that one build
 * serves any deployment: the public API key, the platform owner and the site.
 */
export const consoleConfig = z.object({
  /** The server's PUBLIC_API_KEY: not a secret, every public page sends it. */
  publicApiKey: z.string().min(1),
  /** The server's PLATFORM_OWNER (customer name). */
  platformOwner: z.string().min(1),
  siteName: z.string().min(1),
  missionSiteId: z.string().min(1),
});
export type ConsoleConfig = z.infer<typeof consoleConfig>;

export const CONSOLE_CONFIG_PATH = '/config.json';
