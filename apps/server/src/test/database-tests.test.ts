import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` runs the server's test files named `*.db.test.ts` a second time, on PostgreSQL with
 * Redis and an external broker; the others run once, on PGlite. A file that opens a database
 * under any other name would never meet PostgreSQL: this test finds, from each test file's
 * imports (followed through every helper), the files that reach a database, a server process
 * or Redis, and fails when the name says otherwise, either way.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const srcDir = path.join(serverDir, 'src');

/** Folders of other Vitest projects, run in steps of their own (vitest.config.ts). */
const OTHER_PROJECTS = ['contract', 'scale-out', 'fuzz'];

/** The helpers that open a database (the test app, `openDatabase`) or start a server process. */
const DATABASE_ENTRIES = ['test/test-app.ts', 'db/database.ts', 'test/server-process.ts'].map(
  (file) => path.join(srcDir, file),
);
/** Packages that reach PostgreSQL, PGlite or Redis themselves. */
const DATABASE_PACKAGES = /^(pg|ioredis|redis|@electric-sql\/pglite)(\/|$)/;
/** A test that reads these reaches PostgreSQL, Redis or a broker by itself. */
const DATABASE_SETTINGS = /process\.env\.(DATABASE_URL|REDIS_URL|MQTT_URL)\b/;

/** What a module imports at run time (type-only imports load nothing). */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gms;
  for (const match of source.matchAll(statement)) found.push(match[1]!);
  for (const match of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) found.push(match[1]!);
  return found;
}

/** How `file` reaches a database, as a chain of files, or undefined when it does not. */
function databasePath(
  file: string,
  files = { read: (f: string) => readFileSync(f, 'utf8'), exists: (f: string) => existsSync(f) },
) {
  const seen = new Set<string>();
  const visit = (current: string, chain: string[]): string[] | undefined => {
    if (seen.has(current)) return undefined;
    seen.add(current);
    const here = [...chain, path.relative(srcDir, current)];
    if (DATABASE_ENTRIES.includes(current)) return here;
    const source = files.read(current);
    if (DATABASE_SETTINGS.test(source)) return [...here, 'process.env'];
    for (const specifier of runtimeImports(source)) {
      if (DATABASE_PACKAGES.test(specifier)) return [...here, specifier];
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(current), specifier);
      if (!files.exists(target)) continue;
      const reached = visit(target, here);
      if (reached) return reached;
    }
    return undefined;
  };
  return visit(file, []);
}

function serverTestFiles(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return dir === srcDir && OTHER_PROJECTS.includes(entry.name) ? [] : serverTestFiles(full);
    }
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the database tests are named *.db.test.ts', () => {
  const files = serverTestFiles();

  it('names every test file that opens a database, a server process or Redis *.db.test.ts', () => {
    const unnamed = files
      .filter((file) => !file.endsWith('.db.test.ts'))
      .map((file) => ({ file, chain: databasePath(file) }))
      .filter(({ chain }) => chain !== undefined)
      .map(({ file, chain }) => `${path.relative(srcDir, file)}: ${chain!.join(' -> ')}`);
    expect(
      unnamed,
      'these open a database: rename them *.db.test.ts so the PostgreSQL pass runs them',
    ).toEqual([]);
  });

  it('names no other file *.db.test.ts', () => {
    const named = files.filter((file) => file.endsWith('.db.test.ts'));
    expect(named.length).toBeGreaterThan(50);
    const needless = named
      .filter((file) => databasePath(file) === undefined)
      .map((file) => path.relative(srcDir, file));
    expect(needless, 'these open no database: name them *.test.ts').toEqual([]);
  });

  it('follows imports through helpers and ignores type-only imports', () => {
    const sources: Record<string, string> = {
      [path.join(srcDir, 'a.test.ts')]: [
        "import type { Db } from './db/database.ts';",
        "import { helper } from './helper.ts';",
      ].join('\n'),
      [path.join(srcDir, 'helper.ts')]: "import {\n  createTestApp,\n} from './test/test-app.ts';",
      [path.join(srcDir, 'b.test.ts')]: "import type { Db } from './db/database.ts';",
      // Written in parts so that this file itself reads no setting.
      [path.join(srcDir, 'c.test.ts')]: `const url = ${['process', 'env', 'REDIS_URL'].join('.')};`,
    };
    const files = {
      read: (file: string) => sources[file] ?? '',
      exists: (file: string) => file in sources || DATABASE_ENTRIES.includes(file),
    };
    const chainOf = (name: string) => databasePath(path.join(srcDir, name), files);
    expect(chainOf('a.test.ts')).toEqual(['a.test.ts', 'helper.ts', 'test/test-app.ts']);
    expect(chainOf('b.test.ts')).toBeUndefined();
    expect(chainOf('c.test.ts')).toEqual(['c.test.ts', 'process.env']);
  });
});
