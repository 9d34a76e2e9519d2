import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a webhook delivery: `sha256=` and the hex HMAC-SHA256, keyed by the
 * channel's secret, of the timestamp header, a dot and the raw body. The timestamp is signed
 * too, so a receiver can refuse an old delivery sent again.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Whether a signature header is the one the secret gives (a receiver's check). */
export function isValidWebhookSignature(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
