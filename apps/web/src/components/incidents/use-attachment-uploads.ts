import {
  INCIDENT_ATTACHMENT_MAX_BYTES,
  INCIDENT_ATTACHMENT_TYPES,
  INCIDENT_MAX_ATTACHMENTS,
} from '@shuttle-ops/domain';
import type { IncidentAttachment } from '@shuttle-ops/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadIncidentAttachment } from '../../lib/api/incidents-api.ts';
import { useSessionStore } from '../../lib/auth/session-context.ts';
import { errorMessage } from '../../lib/forms/server-errors.ts';

/** One attachment of an incident being written: stored already, sending, or failed. */
export interface AttachmentItem {
  key: string;
  name: string;
  contentType: string;
  /** The chosen file, until it is stored (kept for a retry). */
  file: File | null;
  /** A local preview of a chosen image (an object URL). */
  previewUrl: string | null;
  /** 0 to 1 while sending. */
  progress: number;
  error: string | null;
  /** What the server stored; null until then. */
  stored: IncidentAttachment | null;
}

const MB = 1024 * 1024;
export const ATTACHMENT_ACCEPT = INCIDENT_ATTACHMENT_TYPES.join(',');

/** Why a file cannot be attached, or null. */
export function attachmentProblem(file: File): string | null {
  if (!(INCIDENT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name}: only JPEG, PNG, WebP images and PDF files may be attached.`;
  }
  if (file.size > INCIDENT_ATTACHMENT_MAX_BYTES) {
    return `${file.name} is larger than ${INCIDENT_ATTACHMENT_MAX_BYTES / MB} MB.`;
  }
  return null;
}

const storedItem = (attachment: IncidentAttachment): AttachmentItem => ({
  key: attachment.file_id,
  name: attachment.name,
  contentType: attachment.content_type,
  file: null,
  previewUrl: null,
  progress: 1,
  error: null,
  stored: attachment,
});

/**
 * The attachments of an incident being written: each chosen file is sent at once
 * (`POST incidents/attachments`) with its progress; a failed one may be sent again or removed.
 */
export function useAttachmentUploads(
  customerId: string | undefined,
  initial: readonly IncidentAttachment[] = [],
) {
  const session = useSessionStore();
  const [items, setItems] = useState<AttachmentItem[]>(() => initial.map(storedItem));
  const [refusal, setRefusal] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const open = controllers.current;
    const urls = previews.current;
    return () => {
      for (const controller of open.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const count = items.length;
  const patch = useCallback((key: string, change: Partial<AttachmentItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { progress: 0, error: null });
      uploadIncidentAttachment(
        file,
        session.accessToken(),
        customerId,
        (progress) => patch(key, { progress }),
        controller.signal,
      )
        .then((stored) => patch(key, { stored, file: null, progress: 1 }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          patch(key, { error: errorMessage(error), progress: 0 });
        })
        .finally(() => controllers.current.delete(key));
    },
    [session, customerId, patch],
  );

  const add = useCallback(
    (file: File) => {
      const problem = attachmentProblem(file);
      setRefusal(problem);
      if (problem !== null) return;
      if (count >= INCIDENT_MAX_ATTACHMENTS) {
        setRefusal(`At most ${INCIDENT_MAX_ATTACHMENTS} files may be attached.`);
        return;
      }
      const key = crypto.randomUUID();
      const previewUrl = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
      if (previewUrl !== null) previews.current.add(previewUrl);
      const item: AttachmentItem = {
        key,
        name: file.name,
        contentType: file.type,
        file,
        previewUrl,
        progress: 0,
        error: null,
        stored: null,
      };
      setItems((all) => [...all, item]);
      send(key, file);
    },
    [send, count],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item?.file) send(key, item.file);
    },
    [items, send],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((all) => all.filter((item) => item.key !== key));
  }, []);

  const fileIds = items.flatMap((item) => (item.stored ? [item.stored.file_id] : []));
  const sending = items.some((item) => item.stored === null && item.error === null);
  const failed = items.some((item) => item.error !== null);
  return { items, add, retry, remove, fileIds, sending, failed, refusal };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
