import type {
  ChecklistAnswerWire,
  ChecklistResult,
  ChecklistSeverity,
  ChecklistTransaction,
} from '@shuttle-ops/domain';

const RESULT_WORDS: Record<ChecklistResult, string> = { passed: 'Passed', failed: 'Failed' };
export const resultLabel = (result: ChecklistResult): string => RESULT_WORDS[result];

/** The operator's name; an anonymized checklist says so rather than showing a blank. */
export function operatorLabel(row: Pick<ChecklistTransaction, 'operatorName' | 'anonymized'>) {
  if (row.operatorName !== null && row.operatorName !== '') return row.operatorName;
  return row.anonymized ? 'Removed (anonymized)' : 'Unknown';
}

const VALUE_WORDS: Record<string, string> = {
  pass: 'Pass',
  fail: 'Fail',
  na: 'N/A',
  yes: 'Yes',
  no: 'No',
};

/** An answer's value in words: Pass, Fail, N/A, Yes, No, the number or the text. */
export function answerValue(answer: Pick<ChecklistAnswerWire, 'type' | 'value'>): string {
  if (answer.value === null || answer.value === '') return 'Not answered';
  if (typeof answer.value === 'number') return String(answer.value);
  if (answer.type === 'pass_fail_na' || answer.type === 'yes_no') {
    return VALUE_WORDS[answer.value] ?? answer.value;
  }
  return answer.value;
}

const SEVERITY_WORDS: Record<ChecklistSeverity, string> = {
  minor: 'Minor',
  major: 'Major',
  critical: 'Critical',
};
export const severityLabel = (severity: ChecklistSeverity): string => SEVERITY_WORDS[severity];

/** "3 items failed", "1 item failed". */
export const failedCount = (count: number): string =>
  `${count} ${count === 1 ? 'item' : 'items'} failed`;
