// `npm run build:server`: the server and the workspace packages it runs (domain, simulator) as
// JavaScript in each one's dist/, for plain `node` (`npm start`). tsc emits the files one for one
// and rewrites the `.ts` of relative imports to `.js`, so dist/ mirrors src/ and paths taken from
// `import.meta.url` hold in both. Types are checked by `npm run typecheck`, not here (--noCheck).
// The packages' `shuttle-ops-compiled` export condition points at their dist/; without it (tests,
// tsx, Vite) they resolve to their TypeScript sources.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['packages/domain', 'apps/simulator', 'apps/server'];

/** One project compiled from a clean dist/, so no file of a deleted source stays behind. */
function compile(project) {
  rmSync(`${root}${project}/dist`, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [tsc, '-p', `${root}${project}/tsconfig.build.json`, '--noCheck'],
      { stdio: 'inherit' },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsc ${project} exited with ${code}`)),
    );
  });
}

const started = performance.now();
await Promise.all(projects.map(compile));
// The files the server reads at run time beside its code.
cpSync(`${root}apps/server/src/db/migrations`, `${root}apps/server/dist/db/migrations`, {
  recursive: true,
});
cpSync(
  `${root}apps/server/src/db/pglite-worker.mjs`,
  `${root}apps/server/dist/db/pglite-worker.mjs`,
);
process.stdout.write(
  `Server built in ${((performance.now() - started) / 1000).toFixed(1)} s: apps/server/dist/main.js\n`,
);
