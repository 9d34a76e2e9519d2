import { entryHash, GENESIS_HASH } from './audit.chain.ts';
import type { AuditRepository, AuditRow } from './audit.repository.ts';

export type ChainProblem = 'gap' | 'unchained' | 'prev_hash' | 'hash';

export interface ChainBreak {
  seq: number;
  id: number;
  at: Date;
  action: string;
  problem: ChainProblem;
  /** Why, in words: what the command prints after the entry. */
  reason: string;
}

export type ChainReport =
  | { ok: true; entries: number; lastHash: string | null }
  | { ok: false; entries: number; broken: ChainBreak };

/** The first reason `row` does not continue the chain after `previous`, if any. */
function problemOf(
  row: AuditRow,
  previous: { seq: number; hash: string } | null,
): [ChainProblem, string] | null {
  const expectedSeq = (previous?.seq ?? 0) + 1;
  if (row.seq !== expectedSeq) {
    const missing =
      row.seq === expectedSeq + 1
        ? `entry #${expectedSeq} is missing`
        : `entries #${expectedSeq} to #${row.seq - 1} are missing`;
    return ['gap', `${missing} before it (gap in seq)`];
  }
  if (row.hash === null || row.prevHash === null) return ['unchained', 'it has no hash'];
  if (previous === null && row.prevHash !== GENESIS_HASH) {
    return ['prev_hash', 'prev_hash is not the chain’s start (64 zeros)'];
  }
  if (previous !== null && row.prevHash !== previous.hash) {
    return ['prev_hash', `prev_hash does not match entry #${previous.seq}`];
  }
  if (entryHash({ ...row, prevHash: row.prevHash }) !== row.hash) {
    return ['hash', 'hash does not match its content'];
  }
  return null;
}

/** Walks the whole chain in order, a page at a time, and reports the first broken entry. */
export async function verifyAuditChain(
  audit: Pick<AuditRepository, 'chainPage'>,
  pageSize = 1000,
): Promise<ChainReport> {
  let previous: { seq: number; hash: string } | null = null;
  let entries = 0;
  for (;;) {
    const page = await audit.chainPage(previous?.seq ?? 0, pageSize);
    for (const row of page) {
      const problem = problemOf(row, previous);
      if (problem) {
        const [kind, reason] = problem;
        const broken = { seq: row.seq, id: row.id, at: row.at, action: row.action };
        return { ok: false, entries, broken: { ...broken, problem: kind, reason } };
      }
      previous = { seq: row.seq, hash: row.hash! };
      entries += 1;
    }
    if (page.length < pageSize) return { ok: true, entries, lastHash: previous?.hash ?? null };
  }
}

/** The report as one line, as `npm run audit:verify` prints it. */
export function describeChainReport(report: ChainReport): string {
  if (report.ok) {
    return `audit chain OK: ${report.entries} entries, last hash ${report.lastHash ?? 'none'}`;
  }
  const { seq, id, at, action, reason } = report.broken;
  return `audit chain BROKEN at entry #${seq} (id ${id}, ${at.toISOString()}, ${action}): ${reason}`;
}
