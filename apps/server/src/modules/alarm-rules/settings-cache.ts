import {
  alarmSettings,
  DEFAULT_ALARM_SETTINGS,
  withRuleDefaults,
  type AlarmSettings,
} from '@shuttle-ops/domain';
import type { AlarmRulesRepository } from './alarm-rules.repository.ts';

interface Log {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Settings are read again after this long, so that a change on another server is seen. */
export const SETTINGS_TTL_MS = 5_000;

/**
 * Every customer's rule settings in memory (one small table, read whole): the evaluator reads
 * them on every tick without waiting, the REST GET after a refresh when they are older than the
 * TTL. A PUT on this server replaces its customer's entry at once; other servers see it within
 * the TTL.
 */
export interface SettingsCache {
  /** A customer's settings as held now (the defaults when it has none); starts a refresh when stale. */
  peek(customerId: string): AlarmSettings;
  /** A customer's settings, read again first when older than the TTL. */
  get(customerId: string): Promise<AlarmSettings>;
  /** After a save on this server. */
  set(customerId: string, settings: AlarmSettings): void;
  /** Reads every customer's settings again. */
  refresh(): Promise<void>;
}

export function settingsCache(
  repo: Pick<AlarmRulesRepository, 'allSettings'>,
  logger: Log,
  options: { ttlMs?: number; now?: () => number } = {},
): SettingsCache {
  const ttlMs = options.ttlMs ?? SETTINGS_TTL_MS;
  const now = options.now ?? Date.now;
  let byCustomer = new Map<string, AlarmSettings>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  /** Bumped by `set`: a read that started before a save does not undo it. */
  let version = 0;
  const savedAt = new Map<string, number>();
  let loading: Promise<void> | null = null;

  async function load(): Promise<void> {
    const startedAt = now();
    const started = version;
    const rows = await repo.allSettings();
    const next = new Map<string, AlarmSettings>();
    for (const row of rows) {
      // Settings saved before a rule existed take that rule's defaults.
      const parsed = alarmSettings.safeParse(withRuleDefaults(row.settings));
      if (parsed.success) next.set(row.customerId, parsed.data);
      else {
        logger.warn(
          { customer_id: row.customerId, issues: parsed.error.issues.length },
          'stored alarm settings are not valid: the defaults apply',
        );
      }
    }
    // Saves made on this server while the read was under way stay.
    for (const [customerId, at] of savedAt) {
      if (at > started) {
        const saved = byCustomer.get(customerId);
        if (saved) next.set(customerId, saved);
      }
    }
    byCustomer = next;
    loadedAt = startedAt;
  }

  const refresh = (): Promise<void> => {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };
  const stale = () => now() - loadedAt >= ttlMs;

  return {
    peek(customerId) {
      if (stale() && !loading) {
        refresh().catch((err: unknown) =>
          logger.error({ err }, 'reading the alarm settings failed'),
        );
      }
      return byCustomer.get(customerId) ?? DEFAULT_ALARM_SETTINGS;
    },
    async get(customerId) {
      if (stale()) await refresh();
      return byCustomer.get(customerId) ?? DEFAULT_ALARM_SETTINGS;
    },
    set(customerId, settings) {
      version += 1;
      savedAt.set(customerId, version);
      byCustomer.set(customerId, settings);
    },
    refresh,
  };
}
