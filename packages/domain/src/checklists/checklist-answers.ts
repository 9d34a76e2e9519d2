import type { ChecklistItem, ChecklistSection } from './checklist-master.ts';
import type { ChecklistAnswerInput, ChecklistFailedItem } from './checklist-transaction.ts';

/** A refusal of one answer: the field path, the item and a message that names it. */
export interface ChecklistAnswerIssue {
  field: string;
  item_id: string;
  message: string;
}

export interface EvaluatedAnswer {
  item: ChecklistItem;
  section_title: string;
  answer: ChecklistAnswerInput | null;
  failed: boolean;
}

export interface ChecklistEvaluation {
  issues: ChecklistAnswerIssue[];
  answers: EvaluatedAnswer[];
  result: 'passed' | 'failed';
  failed_items: ChecklistFailedItem[];
  safety_critical_failed: boolean;
}

const CHOICES: Partial<Record<ChecklistItem['type'], readonly string[]>> = {
  pass_fail_na: ['pass', 'fail', 'na'],
  yes_no: ['yes', 'no'],
};

const CHOICE_WORDS: Partial<Record<ChecklistItem['type'], string>> = {
  pass_fail_na: 'pass, fail or N.A. (na)',
  yes_no: 'yes or no',
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value === '');

/** Whether an item has what it asks for (a value, a photo or a signature). */
function isAnswered(item: ChecklistItem, answer: ChecklistAnswerInput | null): boolean {
  if (!answer) return false;
  if (item.type === 'photo') return !!answer.markup_or_manual_photo;
  if (item.type === 'signature') return !!answer.signature;
  return !isBlank(answer.value);
}

/** The problem with a given value for its item's type, or null. */
function valueProblem(item: ChecklistItem, value: unknown): string | null {
  if (isBlank(value)) return null;
  const choices = CHOICES[item.type];
  if (choices) {
    return typeof value === 'string' && choices.includes(value)
      ? null
      : `takes ${CHOICE_WORDS[item.type]}`;
  }
  if (item.type === 'number') return typeof value === 'number' ? null : 'takes a number';
  if (item.type === 'text') return typeof value === 'string' ? null : 'takes text';
  return null;
}

/** Whether an answer fails its item (a fail, the unexpected yes/no, a reading out of range). */
export function answerFails(item: ChecklistItem, answer: ChecklistAnswerInput | null): boolean {
  const value = answer?.value;
  if (isBlank(value)) return false;
  switch (item.type) {
    case 'pass_fail_na':
      return value === 'fail';
    case 'yes_no':
      return value !== (item.expected ?? 'yes');
    case 'number':
      return (
        typeof value === 'number' &&
        ((item.min !== null && value < item.min) || (item.max !== null && value > item.max))
      );
    default:
      return false;
  }
}

const quoted = (item: ChecklistItem) => `“${item.label}”`;

/** Whether a failure of the item fails the whole checklist (safety-critical or blocking). */
export const failsChecklist = (item: Pick<ChecklistItem, 'safety_critical' | 'blocking'>) =>
  item.safety_critical || item.blocking === true;

/**
 * Checks a submission's answers against the master version it was filled against: every
 * required item answered, values of the item's type, no unknown or repeated items. Answers the
 * issues (naming each item) and, when there are none, the result.
 */
export function evaluateChecklist(
  sections: readonly ChecklistSection[],
  answers: readonly ChecklistAnswerInput[],
): ChecklistEvaluation {
  const issues: ChecklistAnswerIssue[] = [];
  const byId = new Map<string, { answer: ChecklistAnswerInput; index: number }>();
  const items = new Map(sections.flatMap((s) => s.items.map((i) => [i.item_id, i] as const)));
  answers.forEach((answer, index) => {
    if (!items.has(answer.item_id)) {
      issues.push({
        field: `body.answers.${index}.item_id`,
        item_id: answer.item_id,
        message: `“${answer.item_id}” is not an item of this checklist`,
      });
    } else if (byId.has(answer.item_id)) {
      issues.push({
        field: `body.answers.${index}.item_id`,
        item_id: answer.item_id,
        message: `${quoted(items.get(answer.item_id)!)} is answered twice`,
      });
    } else {
      byId.set(answer.item_id, { answer, index });
    }
  });

  const evaluated: EvaluatedAnswer[] = [];
  for (const section of sections) {
    for (const item of section.items) {
      const given = byId.get(item.item_id);
      const answer = given?.answer ?? null;
      const problem = valueProblem(item, answer?.value);
      if (problem && given) {
        issues.push({
          field: `body.answers.${given.index}.value`,
          item_id: item.item_id,
          message: `${quoted(item)} ${problem}`,
        });
      } else if (item.required && !isAnswered(item, answer)) {
        const what =
          item.type === 'photo'
            ? 'needs a photo'
            : item.type === 'signature'
              ? 'needs a signature'
              : 'needs an answer';
        issues.push({
          field: given ? `body.answers.${given.index}` : 'body.answers',
          item_id: item.item_id,
          message: `${quoted(item)} (${section.title}) ${what}`,
        });
      }
      evaluated.push({
        item,
        section_title: section.title,
        answer,
        failed: answerFails(item, answer),
      });
    }
  }

  const failed = evaluated.filter((e) => e.failed);
  return {
    issues,
    answers: evaluated,
    // As in a vehicle inspection: every failed item is recorded as a defect with its severity,
    // and only a safety-critical or blocking one fails the check.
    result: failed.some((e) => failsChecklist(e.item)) ? 'failed' : 'passed',
    failed_items: failed.map((e) => ({
      item_id: e.item.item_id,
      label: e.item.label,
      safety_critical: e.item.safety_critical,
      blocking: failsChecklist(e.item),
      severity: e.answer?.severity ?? null,
    })),
    safety_critical_failed: failed.some((e) => e.item.safety_critical),
  };
}
