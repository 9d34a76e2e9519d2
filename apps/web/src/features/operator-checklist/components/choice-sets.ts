import type { ChecklistSeverity } from '@shuttle-ops/domain';
import type { Choice } from './choice-buttons.tsx';

// Filled colours with white text at AA contrast.
const GREEN = '#267a37';
const RED = '#c92a2a';
const GREY = '#495057';
const AMBER = '#8a5a00';

export const PASS_FAIL_NA: readonly Choice<'pass' | 'fail' | 'na'>[] = [
  { value: 'pass', label: 'Pass', color: GREEN },
  { value: 'fail', label: 'Fail', color: RED },
  { value: 'na', label: 'N.A.', color: GREY },
];

/** Yes and no, coloured by the answer that passes the item. */
export function yesNo(expected: 'yes' | 'no'): readonly Choice<'yes' | 'no'>[] {
  return [
    { value: 'yes', label: 'Yes', color: expected === 'yes' ? GREEN : RED },
    { value: 'no', label: 'No', color: expected === 'no' ? GREEN : RED },
  ];
}

export const SEVERITIES: readonly Choice<ChecklistSeverity>[] = [
  { value: 'minor', label: 'Minor', color: GREY },
  { value: 'major', label: 'Major', color: AMBER },
  { value: 'critical', label: 'Critical', color: RED },
];
