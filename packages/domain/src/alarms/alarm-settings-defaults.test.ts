import { describe, expect, it } from 'vitest';
import { alarmSettings, DEFAULT_ALARM_SETTINGS, withRuleDefaults } from './alarm-rules.ts';

describe('withRuleDefaults', () => {
  it('completes settings saved before the headway rules with their defaults, keeping the rest', () => {
    const { BUNCHING: _b, HEADWAY_GAP: _g, ...enabled } = DEFAULT_ALARM_SETTINGS.enabled;
    const { BUNCHING: _lb, HEADWAY_GAP: _lg, ...levels } = DEFAULT_ALARM_SETTINGS.levels;
    const {
      bunchingBelowPercent: _1,
      bunchingAfterS: _2,
      gapAbovePercent: _3,
      gapAfterS: _4,
      ...rest
    } = DEFAULT_ALARM_SETTINGS;
    const stored = {
      ...rest,
      enabled: { ...enabled, LOW_BATTERY: false },
      levels,
      stopRadiusM: 55,
    };
    expect(alarmSettings.safeParse(stored).success).toBe(false);
    const completed = alarmSettings.parse(withRuleDefaults(stored));
    expect(completed).toMatchObject({
      stopRadiusM: 55,
      bunchingBelowPercent: 50,
      gapAfterS: 60,
      enabled: { LOW_BATTERY: false, BUNCHING: true, HEADWAY_GAP: true },
      levels: { BUNCHING: 'WARNING' },
    });
  });

  it('leaves what is not an object for the schema to refuse', () => {
    expect(withRuleDefaults('nonsense')).toBe('nonsense');
    expect(alarmSettings.safeParse(withRuleDefaults({ enabled: 'yes' })).success).toBe(false);
  });
});
