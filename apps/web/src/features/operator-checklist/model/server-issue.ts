import type { ChecklistMaster } from '@shuttle-ops/domain';
import { isApiError } from '../../../lib/api/api-error.ts';

export interface ItemIssue {
  itemId: string;
  message: string;
}

/**
 * The item a refused submission names. The server's messages quote the item's label
 * (`“Doors” (Running gear) needs an answer`), and a value's field names its answer's index.
 */
export function itemIssueOf(
  error: unknown,
  master: ChecklistMaster,
  sentItemIds: readonly string[],
): ItemIssue | null {
  if (!isApiError(error)) return null;
  const items = master.sections.flatMap((section) => section.items);
  const issues = error.details.length > 0 ? error.details : [{ field: '', message: error.message }];
  for (const issue of issues) {
    const index = /^body\.answers\.(\d+)/.exec(issue.field)?.[1];
    const byIndex = index === undefined ? undefined : sentItemIds[Number(index)];
    const item =
      items.find((candidate) => candidate.item_id === byIndex) ??
      items.find((candidate) => issue.message.includes(`“${candidate.label}”`));
    if (item) return { itemId: item.item_id, message: issue.message };
  }
  return null;
}
