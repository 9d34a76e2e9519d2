import { createHash } from 'node:crypto';

// The hash recipe of the audit chain. docs/api/audit.md spells it out for auditors who recompute
// it with their own tools; change both together, and only with a new RECIPE tag.

/** First element of every hashed array: names the recipe, so a future one cannot be confused. */
export const RECIPE = 'shuttle-ops/audit/v1';

/** The prev_hash of entry #1. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an entry that its hash covers, as they read back from the database. */
export interface ChainedEntry {
  seq: number;
  at: Date;
  customerId: string | null;
  userId: string | null;
  username: string | null;
  action: string;
  outcome: string;
  requestId: string | null;
  ip: string | null;
  details: unknown;
  prevHash: string;
}

/**
 * JSON with object keys sorted by UTF-16 code units and no whitespace: RFC 8785 (JCS) for the
 * values JSON can hold. Object members whose value is undefined are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The exact text that is hashed (exported for the documentation's worked example and tests). */
export function hashedText(entry: ChainedEntry): string {
  return canonicalJson([
    RECIPE,
    entry.seq,
    entry.at.toISOString(),
    entry.customerId,
    entry.userId,
    entry.username,
    entry.action,
    entry.outcome,
    entry.requestId,
    entry.ip,
    entry.details,
    entry.prevHash,
  ]);
}

/** SHA-256 of the entry's canonical text (UTF-8), as 64 lowercase hex digits. */
export function entryHash(entry: ChainedEntry): string {
  return createHash('sha256').update(hashedText(entry), 'utf8').digest('hex');
}

/** Details as jsonb gives them back (what JSON.stringify keeps), so the hash matches on reading. */
export function storedDetails(details: Record<string, unknown> | undefined): unknown {
  return details === undefined ? null : (JSON.parse(JSON.stringify(details)) as unknown);
}
