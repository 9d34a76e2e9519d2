import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** What the template depends on: every migration file and the PGlite release. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The PGlite release, by its entry file (the package does not export its package.json).
  hash.update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/**
 * An in-memory PGlite cluster with every migration applied, as a data directory dump. A fresh
 * cluster costs seconds of initdb; loading this one costs a fraction of that, so each test's
 * database starts from it. Made once per machine and set of migrations (a file in the temporary
 * directory, written whole or not at all), then read by every test process.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `shuttle-ops-pglite-${templateKey()}.tar`);
    if (!existsSync(file)) {
      const client = await PGlite.create();
      await migrate(drizzle({ client }), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      await client.close();
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return template;
}
