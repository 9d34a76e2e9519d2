import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ChecklistMaster } from '@shuttle-ops/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '../../../lib/hooks/use-latest.ts';
import { useChecklistDraft } from '../hooks/use-checklist-draft.ts';
import { useChecklistSubmit } from '../hooks/use-checklist-submit.ts';
import { useImageUploads } from '../hooks/use-image-uploads.ts';
import { useOnline } from '../hooks/use-online.ts';
import { useNoteMedia } from '../hooks/use-note-media.ts';
import { draftImages } from '../model/checklist-draft.ts';
import { newImageKey, putImage } from '../model/image-store.ts';
import { isAnswered, missingMessage } from '../model/item-status.ts';
import { ChecklistNotes } from './checklist-notes.tsx';
import { ChecklistResult } from './checklist-result.tsx';
import { ChecklistSection } from './checklist-section.tsx';
import type { ImageSlot } from './item-answer.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { READABLE_ALERT } from './readable-alert.ts';

export interface ChecklistRunProps {
  vehicleId: string;
  serviceId: string | null;
  master: ChecklistMaster;
}

const scrollToItem = (itemId: string) => {
  const element = document.getElementById(`item-${itemId}`);
  element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
};

/** Filling one checklist for one vehicle: kept on the device as it is typed, then submitted. */
export function ChecklistRun({ vehicleId, serviceId, master }: ChecklistRunProps) {
  const online = useOnline();
  const { draft, kept, updateItem, updateImage, updateNotes, requestSubmit } = useChecklistDraft(
    vehicleId,
    master,
    serviceId,
  );
  const latestDraft = useLatest(draft);
  const imageOf = useCallback(
    (key: string) => draftImages(latestDraft.current).find((image) => image.key === key),
    [latestDraft],
  );
  const { states, upload } = useImageUploads({ imageOf, updateImage });
  const submit = useChecklistSubmit({ master, draft, serviceId, online, upload, requestSubmit });
  const [showMissing, setShowMissing] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  const items = master.sections.flatMap((section) => section.items);
  const missing = items.filter(
    (item) => item.required && !isAnswered(item, draft.items[item.item_id]),
  );
  const problems: Record<string, string> = {};
  if (showMissing) for (const item of missing) problems[item.item_id] = missingMessage(item);
  if (submit.issue) problems[submit.issue.itemId] = submit.issue.message;

  useEffect(() => {
    if (submit.issue) scrollToItem(submit.issue.itemId);
  }, [submit.issue]);

  const retry = useCallback((key: string) => void upload(key).catch(() => undefined), [upload]);

  const onImage = useCallback(
    (itemId: string, slot: ImageSlot, image: Blob | null) => {
      if (image === null) {
        updateItem(itemId, { [slot]: null });
        return;
      }
      const key = newImageKey();
      // A new photo makes the drawing on the old one meaningless.
      const patch =
        slot === 'photo'
          ? { photo: { key, fileId: null }, markup: null }
          : { [slot]: { key, fileId: null } };
      putImage(key, image)
        .then(() => {
          setImageError(null);
          updateItem(itemId, patch);
          if (navigator.onLine) retry(key);
        })
        .catch(() =>
          setImageError(
            'The image could not be kept on this device. Free some space and try again.',
          ),
        );
    },
    [retry, updateItem],
  );

  const attached = useCallback(() => latestDraft.current.notes?.media.length ?? 0, [latestDraft]);
  const notes = useNoteMedia({ attached, updateNotes, retry });

  // Images taken offline (or kept from before a reload) go out once the network is there.
  useEffect(() => {
    if (!online) return;
    for (const image of draftImages(latestDraft.current)) {
      if (image.fileId === null) retry(image.key);
    }
  }, [online, latestDraft, retry]);

  if (submit.result) return <ChecklistResult result={submit.result} />;

  const waiting = submit.phase === 'offline' || submit.phase === 'waiting';
  return (
    <Stack gap="lg">
      {online ? null : <OfflineNotice waiting={waiting} />}
      {kept ? null : (
        <Alert color="red" role="alert" title="This device could not keep your answers">
          Its storage is full or blocked: submit the checklist before leaving this page.
        </Alert>
      )}
      {imageError ? (
        <Alert color="red" role="alert">
          {imageError}
        </Alert>
      ) : null}
      {master.description ? <Text>{master.description}</Text> : null}
      {master.sections.map((section) => (
        <ChecklistSection
          key={section.section_id}
          section={section}
          items={draft.items}
          uploads={states}
          problems={problems}
          onChange={updateItem}
          onImage={onImage}
          onRetry={retry}
        />
      ))}
      <ChecklistNotes
        notes={draft.notes ?? { text: '', media: [] }}
        uploads={states}
        problem={notes.problem}
        onText={notes.setText}
        onAdd={notes.add}
        onRemove={notes.remove}
        onRetry={retry}
      />
      {showMissing && missing.length > 0 ? (
        <Alert color="red" role="alert" title="Not finished yet">
          {missing.length === 1
            ? '1 required item needs an answer.'
            : `${missing.length} required items need an answer.`}
        </Alert>
      ) : null}
      {submit.error ? (
        <Alert color="red" role="alert" title="The checklist was not accepted">
          {submit.error}
        </Alert>
      ) : null}
      {submit.phase === 'waiting' && online ? (
        <Alert color="orange" role="status" title="Not sent yet" styles={READABLE_ALERT}>
          The server could not be reached. Your answers are kept on this device and sent again
          shortly.
        </Alert>
      ) : null}
      <Button
        size="xl"
        loading={submit.phase === 'sending'}
        onClick={() => {
          setShowMissing(true);
          const first = missing[0];
          if (first) {
            scrollToItem(first.item_id);
            return;
          }
          void submit.send();
        }}
      >
        {waiting ? 'Submit (waiting for the network)' : 'Submit checklist'}
      </Button>
    </Stack>
  );
}
