import { describe, expect, it } from 'vitest';
import { isSilent, spellEnd, spellUnderWay } from './scenario.ts';

describe('spells on cue', () => {
  it('happens once from its start for its length', () => {
    const spell = { at: 30, lasts: 60 };
    expect(spellUnderWay(spell, 29.9)).toBeNull();
    expect(spellUnderWay(spell, 30)).toBe(0);
    expect(spellUnderWay(spell, 89.9)).toBe(0);
    expect(spellUnderWay(spell, 90)).toBeNull();
    expect(spellUnderWay(spell, 10_000)).toBeNull();
    expect(spellEnd(spell, 0)).toBe(90);
  });

  it('comes again every period, each occurrence numbered', () => {
    const spell = { at: 90, lasts: 150, every: 1200 };
    expect(spellUnderWay(spell, 100)).toBe(0);
    expect(spellUnderWay(spell, 240)).toBeNull();
    expect(spellUnderWay(spell, 1290)).toBe(1);
    expect(spellEnd(spell, 1)).toBe(1440);
    expect(spellUnderWay(spell, 1440)).toBeNull();
  });

  it('keeps telemetry back only within a silence', () => {
    const scenario = { silences: [{ at: 60, lasts: 60 }] };
    expect(isSilent(scenario, 59)).toBe(false);
    expect(isSilent(scenario, 60)).toBe(true);
    expect(isSilent({}, 60)).toBe(false);
  });
});
