// Type-checks every workspace with its own tsconfig, stopping at the first failure.
import { execFileSync } from 'node:child_process';

const projects = ['.', 'packages/domain', 'apps/server', 'apps/simulator', 'apps/web', 'e2e', 'bench'];
for (const project of projects) {
  process.stdout.write(`tsc -p ${project}\n`);
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
    stdio: 'inherit',
  });
}
