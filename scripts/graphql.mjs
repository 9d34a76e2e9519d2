// The web's GraphQL types, from the server's schema. `node scripts/graphql.mjs` (npm run
// graphql:generate) prints the server's executable schema into the web and regenerates the
// types of the web's documents; `--check` (in npm run typecheck) changes nothing and fails when
// the printed schema or the generated code is out of date, or a document does not fit the schema.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const SCHEMA_FILE = 'apps/web/src/lib/graphql/generated/schema.graphql';
const check = process.argv.includes('--check');
const node = (args, options = {}) => execFileSync(process.execPath, args, options);

const sdl = node(['node_modules/tsx/dist/cli.mjs', 'apps/server/scripts/print-schema.ts'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
let current = null;
try {
  current = readFileSync(SCHEMA_FILE, 'utf8');
} catch {
  // Not printed yet.
}
if (current !== sdl) {
  if (check) {
    process.stderr.write(
      `${SCHEMA_FILE} is not the server's schema: run npm run graphql:generate and commit it.\n`,
    );
    process.exit(1);
  }
  writeFileSync(SCHEMA_FILE, sdl);
}

const codegen = spawnSync(
  process.execPath,
  [
    '../../node_modules/@graphql-codegen/cli/esm/bin.js',
    '--config',
    'codegen.ts',
    ...(check ? ['--check'] : []),
  ],
  // The check stays quiet unless it fails.
  { cwd: 'apps/web', encoding: 'utf8', stdio: check ? 'pipe' : 'inherit' },
);
if (codegen.status !== 0) {
  if (check) process.stderr.write(`${codegen.stdout}${codegen.stderr}\n`);
  process.stderr.write(
    check
      ? "The web's GraphQL documents do not fit the server's schema, or their generated types " +
          'are out of date: fix the document, or run npm run graphql:generate and commit it.\n'
      : 'graphql-codegen failed.\n',
  );
  process.exit(1);
}
