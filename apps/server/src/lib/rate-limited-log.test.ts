import { describe, expect, it } from 'vitest';
import { rateLimitedLog } from './rate-limited-log.ts';

describe('a log line once per key and interval', () => {
  it('lets the first refusal of a client through, holds the rest for a minute, then says how many', () => {
    let now = 0;
    const once = rateLimitedLog(60_000, () => now);
    const lines: string[] = [];
    const refuse = (client: string) =>
      once(client, (suppressed) => lines.push(`${client} +${suppressed}`));

    refuse('address:10.0.0.1');
    refuse('address:10.0.0.1');
    now = 59_999;
    refuse('address:10.0.0.1');
    refuse('address:10.0.0.2');
    expect(lines).toEqual(['address:10.0.0.1 +0', 'address:10.0.0.2 +0']);

    now = 60_000;
    refuse('address:10.0.0.1');
    expect(lines).toEqual(['address:10.0.0.1 +0', 'address:10.0.0.2 +0', 'address:10.0.0.1 +2']);
  });
});
