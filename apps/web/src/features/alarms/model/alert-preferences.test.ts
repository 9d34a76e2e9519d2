import { describe, expect, it } from 'vitest';
import {
  announces,
  DEFAULT_ALERT_PREFERENCES,
  preferencesKey,
  readPreferences,
  writePreferences,
} from './alert-preferences.ts';

describe('alert preferences', () => {
  it('are off by default and remembered per user', () => {
    const storage = window.localStorage;
    storage.clear();
    expect(readPreferences(storage, 'user-a')).toEqual(DEFAULT_ALERT_PREFERENCES);
    writePreferences(storage, 'user-a', { sound: true, notification: false, minLevel: 'WARNING' });
    expect(readPreferences(storage, 'user-a')).toEqual({
      sound: true,
      notification: false,
      minLevel: 'WARNING',
    });
    expect(readPreferences(storage, 'user-b')).toEqual(DEFAULT_ALERT_PREFERENCES);
  });

  it('fall back to the defaults for a broken stored value', () => {
    window.localStorage.setItem(preferencesKey('user-c'), '{"sound":"loud"');
    expect(readPreferences(window.localStorage, 'user-c')).toEqual(DEFAULT_ALERT_PREFERENCES);
    window.localStorage.setItem(preferencesKey('user-c'), '{"sound":1}');
    expect(readPreferences(window.localStorage, 'user-c')).toEqual(DEFAULT_ALERT_PREFERENCES);
  });

  it('announce alarms at the chosen level or worse, and nothing when both are off', () => {
    const on = { sound: true, notification: false, minLevel: 'ERROR' } as const;
    expect(announces(on, 'WARNING')).toBe(false);
    expect(announces(on, 'ERROR')).toBe(true);
    expect(announces(on, 'CRITICAL')).toBe(true);
    expect(announces({ ...on, sound: false }, 'CRITICAL')).toBe(false);
  });
});
