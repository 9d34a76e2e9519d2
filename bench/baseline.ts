// Starts the baseline (baseline-server.ts) as plain JavaScript, like the server: transpiled into
// bench/dist/ (beside bench/node_modules, so its packages resolve) and run by `node`, pinned.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { spawnPinned } from './process-group.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

function compile(): string {
  const source = readFileSync(path.join(here, 'baseline-server.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023 },
  });
  const file = path.join(here, 'dist', 'baseline-server.js');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, outputText);
  return file;
}

export type Baseline = Awaited<ReturnType<typeof startBaseline>>;

/** The bare broker and raw fan-out, listening; `group` is its process group. */
export async function startBaseline() {
  const process_ = spawnPinned([process.execPath, compile()], { cwd: here, env: process.env });
  const lines = createInterface({ input: process_.child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error(`baseline exited:\n${process_.output()}`);
  const { mqttPort, wsPort } = JSON.parse(String(first.value)) as {
    mqttPort: number;
    wsPort: number;
  };
  return {
    group: process_.child.pid!,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    stop: process_.stop,
  };
}
