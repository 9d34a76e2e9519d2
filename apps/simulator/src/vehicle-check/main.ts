import { resolve } from 'node:path';
import { parseCheckArgs, USAGE } from './check-args.ts';
import { fileSample } from './file-sample.ts';
import { reportTable } from './report-table.ts';
import { runVehicleCheck } from './run-check.ts';

/** npm runs the script in the workspace; a relative path is the caller's. */
const callerPath = (path: string) => resolve(process.env.INIT_CWD ?? '.', path);

/** `npm run vehicle:check -- …`: exit 0 all as expected, 1 some not, 2 could not run. */
async function main(): Promise<number> {
  const parsed = parseCheckArgs(process.argv.slice(2), process.env);
  if (parsed.kind === 'error') {
    process.stderr.write(`vehicle-check: ${parsed.error}\n\n${USAGE}\n`);
    return 2;
  }
  if (parsed.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { args } = parsed;
  try {
    const report = await runVehicleCheck({
      ...args,
      samples: args.file
        ? [await fileSample(callerPath(args.file.path), args.file.kind)]
        : undefined,
      timing: { settleMs: args.settleMs },
    });
    process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : reportTable(report));
    return report.ok ? 0 : 1;
  } catch (error) {
    process.stderr.write(`vehicle-check: ${(error as Error).message}\n`);
    return 2;
  }
}

process.exitCode = await main();
