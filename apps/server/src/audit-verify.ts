import path from 'node:path';
import { ConfigError, loadEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { auditRepository, describeChainReport, verifyAuditChain } from './modules/audit/index.ts';

/**
 * `npm run audit:verify`: checks the audit chain of the configured database (the server's own
 * DATABASE_URL or PGlite under DATA_DIR) and exits 1 at the first broken entry.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR, 'pglite'),
    schemaName: env.DATABASE_SCHEMA,
  });
  try {
    const audit = auditRepository(database.db);
    // The same one-time step as at the server's start, for a database upgraded but not yet started.
    await audit.chainUnchainedEntries();
    const report = await verifyAuditChain(audit);
    process.stdout.write(`${describeChainReport(report)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message =
      err instanceof ConfigError
        ? err.message
        : `audit verification failed: ${err instanceof Error ? err.message : String(err)}`;
    process.stderr.write(`${message}\n`);
    process.exit(2);
  },
);
