// Generates a migration from src/db/schema.ts, then drops drizzle-kit's "public". qualifiers so
// the same migrations run in any schema (tests use one schema each; installs may choose theirs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run db:generate -w apps/server -- <migration-name>');
  process.exit(1);
}
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit' });
const dir = new URL('../src/db/migrations/', import.meta.url);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const path = new URL(file, dir);
  const sql = readFileSync(path, 'utf8');
  if (sql.includes('"public".')) writeFileSync(path, sql.replaceAll('"public".', ''));
}
