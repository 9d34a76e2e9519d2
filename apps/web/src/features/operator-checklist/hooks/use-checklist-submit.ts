import type { ChecklistMaster, ChecklistTransaction } from '@shuttle-ops/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/api/api-error.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useLatest } from '../../../lib/hooks/use-latest.ts';
import { departureGateKeys } from '../../../lib/api/departure-gates.ts';
import { checklistKeys } from '../api/checklist-keys.ts';
import { submitChecklist } from '../api/submit-checklist.ts';
import { buildSubmission } from '../model/build-submission.ts';
import { draftImages, mapDraftImages, type ChecklistDraft } from '../model/checklist-draft.ts';
import { currentLocation } from '../model/current-location.ts';
import { removeDraft } from '../model/draft-storage.ts';
import { deleteImages } from '../model/image-store.ts';
import { itemIssueOf, type ItemIssue } from '../model/server-issue.ts';

const RETRY_MS = 10_000;

/** `offline`: waits for the network; `waiting`: the server was unreachable, tries again soon. */
export type SubmitPhase = 'idle' | 'sending' | 'offline' | 'waiting' | 'refused' | 'done';

export interface SubmitDeps {
  master: ChecklistMaster;
  draft: ChecklistDraft;
  serviceId: string | null;
  online: boolean;
  upload: (key: string) => Promise<string>;
  requestSubmit: (requested: boolean) => void;
}

const isNetworkError = (error: unknown) =>
  (isApiError(error) && (error.code === NETWORK_ERROR_CODE || error.status >= 500)) ||
  !navigator.onLine;

/**
 * Sends the checklist: its images first, then the answers. Without a network it waits, and
 * sends by itself when the browser is back online (also after a reload).
 */
export function useChecklistSubmit({
  master,
  draft,
  serviceId,
  online,
  upload,
  requestSubmit,
}: SubmitDeps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [issue, setIssue] = useState<ItemIssue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ChecklistTransaction | null>(null);
  const sending = useRef(false);
  const latestDraft = useLatest(draft);

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    requestSubmit(true);
    setIssue(null);
    setError(null);
    if (!navigator.onLine) {
      setPhase('offline');
      sending.current = false;
      return;
    }
    setPhase('sending');
    let sentIds: string[] = [];
    try {
      const fileIds = new Map<string, string>();
      for (const image of draftImages(latestDraft.current)) {
        fileIds.set(image.key, image.fileId ?? (await upload(image.key)));
      }
      const current = latestDraft.current;
      const withFiles = mapDraftImages({ ...current, Service_ID: serviceId }, (image) => ({
        ...image,
        fileId: fileIds.get(image.key) ?? null,
      }));
      const body = buildSubmission(master, withFiles, await currentLocation());
      sentIds = body.answers.map((answer) => answer.item_id);
      const stored = await submitChecklist(client, master.CL_Master_ID, body);
      removeDraft(draft.Vehicle_ID, master.CL_Master_ID);
      void deleteImages(draftImages(current).map((image) => image.key)).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: checklistKeys.all });
      void queryClient.invalidateQueries({ queryKey: departureGateKeys.all });
      setResult(stored);
      setPhase('done');
    } catch (failure) {
      if (isNetworkError(failure)) {
        setPhase(navigator.onLine ? 'waiting' : 'offline');
      } else {
        requestSubmit(false);
        setIssue(itemIssueOf(failure, master, sentIds));
        setError(errorMessage(failure));
        setPhase('refused');
      }
    } finally {
      sending.current = false;
    }
  }, [
    client,
    draft.Vehicle_ID,
    latestDraft,
    master,
    queryClient,
    requestSubmit,
    serviceId,
    upload,
  ]);

  // Back online (or reloaded with a submission asked for): send what waits.
  const wanted = draft.submitRequested && phase !== 'done' && phase !== 'refused';
  useEffect(() => {
    if (!online || !wanted || phase === 'sending') return;
    // The browser online but the server unreachable: try again after a while.
    const timer = setTimeout(() => void send(), phase === 'waiting' ? RETRY_MS : 0);
    return () => clearTimeout(timer);
  }, [online, wanted, phase, send]);

  return { phase, issue, error, result, send };
}
