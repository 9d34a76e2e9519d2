import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  entryHash,
  GENESIS_HASH,
  hashedText,
  storedDetails,
} from './audit.chain.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth, including keys that look like numbers, with no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: 'x' }, 10: 'ten', 9: 'nine' })).toBe(
      '{"10":"ten","9":"nine","a":{"c":"x","d":[true,null]},"b":1}',
    );
  });

  it('writes strings and numbers as JSON does and leaves out undefined members', () => {
    expect(canonicalJson(['é\n"', 1.5, -0, 1e21, { gone: undefined }])).toBe(
      '["é\\n\\"",1.5,0,1e+21,{}]',
    );
    expect(canonicalJson(null)).toBe('null');
  });
});

describe('entryHash', () => {
  // The worked example of docs/api/audit.md: keep them the same.
  const entry = {
    seq: 1,
    at: new Date('2026-03-01T09:30:00.000Z'),
    customerId: '8f0c3f8e-4d1a-4c55-9a57-0d5e7f0b1c2d',
    userId: null,
    username: 'admin',
    action: 'auth.signin',
    outcome: 'success',
    requestId: 'req-1',
    ip: '127.0.0.1',
    details: { reason: 'unknown user', attempts: 2 },
    prevHash: GENESIS_HASH,
  };

  it('hashes the documented array of fields with SHA-256', () => {
    const text = hashedText(entry);
    expect(text).toBe(
      '["shuttle-ops/audit/v1",1,"2026-03-01T09:30:00.000Z","8f0c3f8e-4d1a-4c55-9a57-0d5e7f0b1c2d",' +
        `null,"admin","auth.signin","success","req-1","127.0.0.1",{"attempts":2,"reason":"unknown user"},"${GENESIS_HASH}"]`,
    );
    expect(entryHash(entry)).toBe(createHash('sha256').update(text).digest('hex'));
    expect(entryHash(entry)).toBe(
      '36b6074eaadf39f547b86c12d3bc2fbe12fe1f50c7891ec59e481c6fa4b859ca',
    );
  });

  it('changes with any field, the previous hash included', () => {
    const base = entryHash(entry);
    expect(entryHash({ ...entry, outcome: 'failure' })).not.toBe(base);
    expect(entryHash({ ...entry, details: { reason: 'unknown user', attempts: 3 } })).not.toBe(
      base,
    );
    expect(entryHash({ ...entry, prevHash: 'f'.repeat(64) })).not.toBe(base);
  });

  it('is the same for details as written and as read back from jsonb', () => {
    const written = { when: new Date('2026-03-01T09:30:00Z'), skip: undefined, n: 2 };
    expect(storedDetails(written)).toEqual({ when: '2026-03-01T09:30:00.000Z', n: 2 });
    expect(storedDetails(undefined)).toBeNull();
  });
});
