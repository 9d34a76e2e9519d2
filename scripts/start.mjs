// `npm start`: builds the web console, then runs the server in this very process (so signals
// reach it once, straight from the terminal or the process manager).
// `npm start -- --help` builds nothing and only prints the server's help.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const helpOnly = process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h');

if (!helpOnly) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// As `npm run start -w apps/server` does: paths such as DATA_DIR=./data are the server folder's.
process.chdir(fileURLToPath(new URL('../apps/server', import.meta.url)));
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
