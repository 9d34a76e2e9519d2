import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/free-port.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Workers load this file again; the environment carries the main process's choices to them.
process.env['E2E_PORT'] ??= String(await freePort());
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'shuttle-ops-e2e-'));
const port = process.env['E2E_PORT'];
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: process.env['CI'] !== undefined,
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The real server as `npm start` runs it, compiled, serving the built web app (run
  // `npm run build` first: the server and the console).
  webServer: {
    command: 'node --conditions=shuttle-ops-compiled apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env['E2E_DATA_DIR'],
      SIMULATOR: 'off',
      SEED_DEMO: 'on',
      // A self-hosted base map's files; base-map.spec.ts points the console's MAP_STYLE at them.
      MAP_FILES_DIR: join(repoRoot, 'e2e/fixtures/map-files'),
      MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      // The browser suite always runs on its own embedded database and broker.
      DATABASE_URL: '',
      REDIS_URL: '',
      MQTT_URL: '',
    },
  },
});
