import type { AlertKind } from './alert-catalogue.ts';

/**
 * A spell that happens on cue: first `at` simulated seconds after the start, lasting `lasts`
 * seconds, and again every `every` seconds when set.
 */
export interface Spell {
  at: number;
  lasts: number;
  every?: number;
}

/** A condition a vehicle raises on cue and clears when the spell ends (a door fault, ...). */
export interface ScriptedCondition extends Spell {
  kind: AlertKind;
}

/**
 * What one vehicle does on cue, beside its random life: conditions that last, spells without
 * telemetry (a silent vehicle, its link still up), and the battery it starts with. The demo
 * uses it so that the control room has work from the first minute.
 */
export interface VehicleScenario {
  conditions?: readonly ScriptedCondition[];
  silences?: readonly Spell[];
  /** Percent at the start (below 20 % the low-battery condition is raised at once). */
  battery?: number;
}

/**
 * The occurrence of a spell under way at `elapsed` (0 for the first, 1 for the next, ...), or
 * null between spells.
 */
export function spellUnderWay(spell: Spell, elapsed: number): number | null {
  if (elapsed < spell.at) return null;
  const occurrence = spell.every ? Math.floor((elapsed - spell.at) / spell.every) : 0;
  const start = spell.at + occurrence * (spell.every ?? 0);
  return elapsed < start + spell.lasts ? occurrence : null;
}

/** When the occurrence of a spell under way at `elapsed` ends, in simulated seconds. */
export function spellEnd(spell: Spell, occurrence: number): number {
  return spell.at + occurrence * (spell.every ?? 0) + spell.lasts;
}

/** Whether the scenario keeps the vehicle's telemetry back at `elapsed`. */
export const isSilent = (scenario: VehicleScenario, elapsed: number): boolean =>
  (scenario.silences ?? []).some((spell) => spellUnderWay(spell, elapsed) !== null);
