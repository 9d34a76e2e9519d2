import { CONSOLE_CONFIG_PATH, consoleConfig, type ConsoleConfig } from '@shuttle-ops/domain';
import { adoptPublicApiKey } from '../lib/realtime/realtime-config.ts';
import { adoptAccessOptions } from './access-options.ts';
import { adoptMapStyles, adoptPlatformOwner } from './env.ts';
import { adoptMissionSiteId } from './mission-site.ts';

/** How long the console waits for its server's settings before starting with the built ones. */
export const RUNTIME_CONFIG_TIMEOUT_MS = 3000;

/**
 * Reads the server's settings (`GET /config.json`) and adopts them, so one build serves any
 * deployment's PUBLIC_API_KEY, PLATFORM_OWNER, MISSION_SITE_ID and MAP_STYLE. Without an answer the values
 * the app was built with stay (VITE_PUBLIC_API_KEY, VITE_PLATFORM_OWNER or the demo's).
 */
export async function loadRuntimeConfig(
  fetchConfig: typeof fetch = fetch,
): Promise<ConsoleConfig | null> {
  try {
    const res = await fetchConfig(CONSOLE_CONFIG_PATH, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(RUNTIME_CONFIG_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const parsed = consoleConfig.safeParse(await res.json());
    if (!parsed.success) return null;
    adoptPublicApiKey(parsed.data.publicApiKey);
    adoptPlatformOwner(parsed.data.platformOwner);
    adoptMissionSiteId(parsed.data.missionSiteId);
    adoptAccessOptions({ serviceManagerIncidents: parsed.data.serviceManagerIncidents });
    adoptMapStyles(parsed.data.mapStyle);
    return parsed.data;
  } catch {
    return null;
  }
}
