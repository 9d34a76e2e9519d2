// Type-checks every workspace with its own tsconfig, stopping at the first failure; first checks
// that the web's GraphQL documents fit the server's schema and their generated types are current.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const projects = [
  '.',
  'packages/domain',
  'apps/server',
  'apps/simulator',
  'apps/web',
  'e2e',
  'bench',
];
// A workspace that holds no TypeScript yet has nothing to check (tsc would fail on no inputs).
const hasSources = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).some(
    (e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes('node_modules'),
  );
// Each step prints its own errors; a failure ends the run without a stack trace of this script.
const run = (args) => {
  try {
    execFileSync(process.execPath, args, { stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
};
process.stdout.write('graphql schema and generated types\n');
run(['scripts/graphql.mjs', '--check']);
for (const project of projects.filter((p) => p === '.' || hasSources(p))) {
  process.stdout.write(`tsc -p ${project}\n`);
  run(['node_modules/typescript/bin/tsc', '-p', project]);
}
