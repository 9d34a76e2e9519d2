import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { clientFor, signIn, type TestClient } from '../../test/auth-client.ts';
import { createTestApp, testDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { auditLog } from './schema.ts';
import { auditRepository, type AuditRepository } from './audit.repository.ts';
import { verifyAuditChain, type ChainReport } from './audit.verify.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const url = testDatabaseUrl();

/** On PGlite the app keeps its database on disk, so the command can open it afterwards. */
const createAppOnDisk = (): Promise<TestApp> => createTestApp({}, { pgliteOnDisk: true });

/** Runs `npm run audit:verify` as its own process against the app's database. */
function runVerifyCommand(t: TestApp): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/audit-verify.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: t.env.DATA_DIR,
      DATABASE_URL: url ?? '',
      DATABASE_SCHEMA: t.env.DATABASE_SCHEMA,
    },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

let t: TestApp;
let audit: AuditRepository;
let admin: TestClient;
beforeAll(async () => {
  t = await createAppOnDisk();
  audit = auditRepository(t.database.db);
  admin = await clientFor(t.app, 'admin');
  // A PGlite on disk takes longer to create than one in memory.
}, 180_000);
afterAll(() => t.close());

const rowBySeq = async (seq: number) => {
  const page = await audit.chainPage(seq - 1, 1);
  return page[0]!;
};

describe('the audit chain', () => {
  it('chains sign-ins and admin changes made through the app, and verifies', async () => {
    await signIn(t.app, 'operator');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { username: 'operator', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const created = await admin.post('/dev/v1/customers', { name: 'Chained Transit' });
    expect(created.statusCode).toBe(201);

    const report = await verifyAuditChain(audit, 2);
    expect(report).toMatchObject({ ok: true, entries: expect.any(Number) as number });
    expect(report.ok && report.entries).toBeGreaterThanOrEqual(4);

    const listed = await admin.get('/dev/v1/audit?action=auth.signin');
    const [entry] = listed.json<{ Items: { seq: number; hash: string; prev_hash: string }[] }>()
      .Items;
    expect(entry?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entry?.prev_hash).toBe((await rowBySeq(entry!.seq - 1)).hash);

    const viaApi = await admin.get('/dev/v1/audit/verify');
    expect(viaApi.statusCode).toBe(200);
    expect(viaApi.json()).toMatchObject({
      ok: true,
      broken: null,
      last_hash: report.ok && report.lastHash,
    });
  });

  it('lets only platform-owner admins verify it', async () => {
    const campus = await clientFor(t.app, 'customer-admin');
    expect((await campus.get('/dev/v1/audit/verify')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/dev/v1/audit/verify' })).statusCode).toBe(401);
  });

  it('gives 50 entries recorded at once one unbroken chain', async () => {
    const before = await verifyAuditChain(audit);
    const entries = Array.from({ length: 50 }, (_, i) =>
      audit.record({ action: 'test.burst', outcome: 'success', details: { i } }),
    );
    await Promise.all(entries);
    const after = await verifyAuditChain(audit);
    expect(after).toMatchObject({ ok: true, entries: (before.ok ? before.entries : 0) + 50 });
  });

  // On PostgreSQL the second writer is a connection of its own, as a second server would be;
  // PGlite is one process's database, so there the two writers share its connection.
  it('stays one chain when two writers on one database append at once', async () => {
    const other = url ? await openDatabase({ url, schemaName: t.env.DATABASE_SCHEMA }) : t.database;
    try {
      const before = await verifyAuditChain(audit);
      const second = auditRepository(other.db);
      const writes = Array.from({ length: 50 }, (_, i) => [
        audit.record({ action: 'test.first', outcome: 'success', details: { i } }),
        second.record({ action: 'test.second', outcome: 'success', details: { i } }),
      ]).flat();
      await Promise.all(writes);
      const after = await verifyAuditChain(audit);
      expect(after).toMatchObject({ ok: true, entries: (before.ok ? before.entries : 0) + 100 });
    } finally {
      if (other !== t.database) await other.close();
    }
  });

  it('names the entry after one that was deleted', async () => {
    const fifth = await rowBySeq(5);
    const sixth = await rowBySeq(6);
    await t.database.db.execute(sql`delete from audit_log where id = ${fifth.id}`);
    const report: ChainReport = await verifyAuditChain(audit);
    expect(report).toMatchObject({
      ok: false,
      entries: 4,
      broken: {
        seq: 6,
        id: sixth.id,
        problem: 'gap',
        reason: 'entry #5 is missing before it (gap in seq)',
      },
    });
    await t.database.db.insert(auditLog).values(fifth);
    expect(await verifyAuditChain(audit)).toMatchObject({ ok: true });
  });

  it('names the entry whose content was changed in the database (and leaves it so)', async () => {
    const third = await rowBySeq(3);
    await t.database.db.execute(
      sql`update audit_log set outcome = 'success', details = '{"forged": true}' where id = ${third.id}`,
    );
    const report = await verifyAuditChain(audit);
    expect(report).toMatchObject({
      ok: false,
      entries: 2,
      broken: { seq: 3, id: third.id, action: third.action, problem: 'hash' },
    });
    const viaApi = await admin.get('/dev/v1/audit/verify');
    expect(viaApi.json()).toMatchObject({
      ok: false,
      broken: { seq: 3, id: third.id, problem: 'hash', reason: 'hash does not match its content' },
    });
  });

  it('is checked by `npm run audit:verify`, which prints the broken entry and exits 1', async () => {
    const third = await rowBySeq(3);
    if (!url) await t.close();
    const { code, out } = await runVerifyCommand(t);
    expect(out).toBe(
      `audit chain BROKEN at entry #3 (id ${third.id}, ${third.at.toISOString()}, ${third.action}): ` +
        'hash does not match its content\n',
    );
    expect(code).toBe(1);
  }, 120_000);
});
