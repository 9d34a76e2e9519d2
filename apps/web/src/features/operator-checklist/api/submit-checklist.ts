import { checklistTransaction, type ChecklistSubmissionBody } from '@shuttle-ops/domain';
import type { ApiClient } from '../../../lib/api/api-client.ts';

/** `POST checklist/operator/{CL_Master_ID}`: the completed checklist, stored with its result. */
export function submitChecklist(
  client: ApiClient,
  masterId: string,
  body: ChecklistSubmissionBody,
) {
  return client.send(
    'POST',
    `checklist/operator/${encodeURIComponent(masterId)}`,
    checklistTransaction,
    body,
  );
}
