import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@shuttle-ops/domain';
import { webhookSignature } from './webhook-signature.ts';

/** What came of one POST: the receiver's status, or why no answer came; and whether to retry. */
export interface WebhookOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** A network error, a timeout, a 5xx or a 429 may pass later; another 4xx will not. */
  retryable: boolean;
}

const retryableStatus = (status: number) => status >= 500 || status === 429;

/** POSTs the body to the URL, signed with the secret, waiting at most `timeoutMs`. */
export async function postWebhook(
  url: string,
  secret: string,
  body: string,
  { timeoutMs, now = () => new Date() }: { timeoutMs: number; now?: () => Date },
): Promise<WebhookOutcome> {
  const timestamp = String(Math.floor(now().getTime() / 1000));
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'ShuttleOps-Webhook/1',
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
      },
      body,
      // A redirect is the receiver's answer, not a place to send the alarm again.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not read: only its status counts.
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      statusCode: res.status,
      error: ok ? null : `HTTP ${res.status}`,
      retryable: retryableStatus(res.status),
    };
  } catch (err) {
    return { ok: false, statusCode: null, error: networkError(err, timeoutMs), retryable: true };
  }
}

function networkError(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = err instanceof Error ? (err.cause as { code?: string; message?: string }) : null;
  if (cause?.code) return `${cause.code}${cause.message ? `: ${cause.message}` : ''}`;
  return err instanceof Error ? err.message : String(err);
}
