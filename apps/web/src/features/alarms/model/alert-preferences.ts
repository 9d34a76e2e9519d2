import { ALERT_LEVELS, alertLevelRank } from '@shuttle-ops/domain';
import type { KnownAlertLevel } from '@shuttle-ops/domain';
import { z } from 'zod';

/** How a console announces a new alarm: off by default, remembered per user in this browser. */
export interface AlertPreferences {
  sound: boolean;
  notification: boolean;
  /** Only alarms at this level or worse are announced. */
  minLevel: KnownAlertLevel;
}

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  sound: false,
  notification: false,
  minLevel: 'ERROR',
};

const stored = z.object({
  sound: z.boolean(),
  notification: z.boolean(),
  minLevel: z.enum(ALERT_LEVELS),
});

export const preferencesKey = (userId: string) => `shuttle-ops.alarm-alerts.${userId}`;

/** The user's choice, or the defaults when there is none (or it cannot be read). */
export function readPreferences(storage: Storage, userId: string): AlertPreferences {
  try {
    const raw = storage.getItem(preferencesKey(userId));
    if (raw === null) return DEFAULT_ALERT_PREFERENCES;
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_ALERT_PREFERENCES;
  } catch {
    return DEFAULT_ALERT_PREFERENCES;
  }
}

export function writePreferences(storage: Storage, userId: string, value: AlertPreferences): void {
  try {
    storage.setItem(preferencesKey(userId), JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the choice holds for this visit only.
  }
}

/** Whether an alarm of `level` is announced under these preferences. */
export const announces = (preferences: AlertPreferences, level: string): boolean =>
  (preferences.sound || preferences.notification) &&
  alertLevelRank(level) >= alertLevelRank(preferences.minLevel);
