import {
  partLength,
  uploadStatus,
  type MediaContentType,
  type UploadStatus,
} from '@shuttle-ops/domain';
import { z } from 'zod';
import { API_BASE, type ApiClient, type WireSchema } from './api-client.ts';
import { isApiError, NETWORK_ERROR_CODE } from './api-error.ts';
import { withQuery, type QueryParams } from './http.ts';
import { xhrSend, type UploadProgress } from './xhr-send.ts';

export interface ResumableUploadRequest<T> {
  client: ApiClient;
  accessToken: string | null;
  /** The uploads' path under API_BASE, e.g. `checklist/uploads`. */
  base: string;
  file: Blob;
  name: string;
  contentType: MediaContentType;
  /** The answer of `complete`. */
  schema: WireSchema<T>;
  onProgress: UploadProgress;
  /** The upload of an earlier try: only the parts the server lacks are sent again. */
  resumeId: string | null;
  /** The upload's id as soon as the server gives it: keep it to resume after a reload. */
  onStarted: (uploadId: string) => void;
  query?: QueryParams;
  /** How many times a part is sent again after the network failed it (default 3). */
  retries?: number;
  retryDelayMs?: number;
}

const partReceipt = z.object({ part: z.number() });

const isNetworkFailure = (error: unknown) =>
  isApiError(error) && (error.code === NETWORK_ERROR_CODE || error.status >= 500);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a file in parts (spec §9: 5 MB, 4 at a time), as the server's upload says: starts an
 * upload, or resumes the one of an earlier try from the parts the server holds; sends each
 * missing part (again after a network failure, with a growing pause); then completes it. A
 * failure leaves the upload on the server, so the next try with its id sends only the rest.
 */
export async function resumableUpload<T>(request: ResumableUploadRequest<T>): Promise<T> {
  const { client, base, file, query, onProgress } = request;
  const retries = request.retries ?? 3;
  const retryDelayMs = request.retryDelayMs ?? 1000;

  async function open(): Promise<UploadStatus> {
    if (request.resumeId) {
      try {
        const held = await client.get(`${base}/${request.resumeId}`, uploadStatus, query);
        if (held.size === file.size) return held;
      } catch (error) {
        // Completed, cancelled or expired: start again.
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    }
    const started = await client.send(
      'POST',
      base,
      uploadStatus,
      { filename: request.name, content_type: request.contentType, size: file.size },
      query,
    );
    request.onStarted(started.upload_id);
    return started;
  }

  const upload = await open();
  const lengthOf = (part: number) => partLength(upload.size, part, upload.part_size);
  const received = new Set(upload.received_parts);
  const pending: number[] = [];
  for (let part = 1; part <= upload.part_count; part += 1) {
    if (!received.has(part)) pending.push(part);
  }
  let sent = upload.received_parts.reduce((sum, part) => sum + lengthOf(part), 0);
  const inFlight = new Map<number, number>();
  const report = () => {
    let loaded = sent;
    for (const bytes of inFlight.values()) loaded += bytes;
    // The last bit is the server joining and checking the file.
    onProgress(Math.min(0.99, loaded / upload.size));
  };
  report();

  const stop = new AbortController();
  async function sendPart(part: number): Promise<void> {
    const start = (part - 1) * upload.part_size;
    const bytes = file.slice(start, start + lengthOf(part));
    for (let attempt = 0; ; attempt += 1) {
      try {
        await xhrSend({
          method: 'PUT',
          url: withQuery(`${API_BASE}/${base}/${upload.upload_id}/parts/${part}`, query),
          body: bytes,
          headers: { 'content-type': 'application/octet-stream' },
          accessToken: request.accessToken,
          schema: partReceipt,
          onProgress: (share) => {
            inFlight.set(part, share * bytes.size);
            report();
          },
          signal: stop.signal,
        });
        inFlight.delete(part);
        sent += bytes.size;
        report();
        return;
      } catch (error) {
        inFlight.delete(part);
        if (!isNetworkFailure(error) || attempt >= retries || stop.signal.aborted) throw error;
        await pause(retryDelayMs * 2 ** attempt);
      }
    }
  }

  async function worker(): Promise<void> {
    for (let part = pending.shift(); part !== undefined; part = pending.shift()) {
      await sendPart(part);
    }
  }

  try {
    await Promise.all(Array.from({ length: Math.max(1, upload.parallel_parts) }, worker));
  } catch (error) {
    stop.abort();
    throw error;
  }
  const done = await client.send(
    'POST',
    `${base}/${upload.upload_id}/complete`,
    request.schema,
    undefined,
    query,
  );
  onProgress(1);
  return done;
}
