// `npm start`: builds the server (JavaScript in apps/server/dist) and the web console, then runs
// the compiled server in this very process with plain `node`, no TypeScript loader (so signals
// reach it once, straight from the terminal or the process manager).
// `npm start -- --help` builds nothing and only prints the server's help (from the last build);
// `npm start -- --no-build` runs the last build as it is (an image built beforehand, the benchmarks).
// Run by `node --conditions=shuttle-ops-compiled` (package.json), so the workspace packages
// resolve to their dist/ too.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const helpOnly = args.some((arg) => arg === '--help' || arg === '-h');
const build = !helpOnly && !args.includes('--no-build');

if (!import.meta.resolve('@shuttle-ops/domain').endsWith('/dist/index.js')) {
  process.stderr.write(
    'Run the server with `npm start` (node --conditions=shuttle-ops-compiled).\n',
  );
  process.exit(1);
}

if (build) {
  for (const script of ['build:server', 'build:web']) {
    const built = spawnSync('npm', ['run', script], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

// As `npm run start -w apps/server` does: paths such as DATA_DIR=./data are the server folder's.
process.chdir(fileURLToPath(new URL('../apps/server', import.meta.url)));
await import('../apps/server/dist/main.js');
