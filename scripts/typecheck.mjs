// Type-checks every workspace with its own tsconfig, stopping at the first failure.
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
for (const project of projects.filter((p) => p === '.' || hasSources(p))) {
  process.stdout.write(`tsc -p ${project}\n`);
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
    stdio: 'inherit',
  });
}
