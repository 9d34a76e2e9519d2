import { expect } from '@playwright/test';
import { mainHeading } from '../support/console.ts';
import { kB } from '../support/page-weight.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

/** The demo's shuttles, sped up: the same server as legibility.spec.ts. */
const TIME_SCALE = 4;
test.use({
  ownSimulatedServer: 'legibility',
  simulatorSettings: {
    SIM_SERVICES: 'on',
    SIM_SCENARIOS: 'on',
    SIM_TIME_SCALE: String(TIME_SCALE),
  },
});

/** A passenger's phone on /shuttle: ETA frames at most this much a minute with three shuttles. */
const ETA_BYTES_PER_MINUTE = 50 * 1024;
const LISTEN_MS = 30_000;

test('a passenger’s page receives ETA updates only as they change, within 50 kB a minute', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const received = new Map<string, { frames: number; bytes: number }>();
  let listening = false;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (!listening) return;
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      const field = /"data":\{"(\w+)"/.exec(text)?.[1] ?? 'other';
      const sum = received.get(field) ?? { frames: 0, bytes: 0 };
      received.set(field, { frames: sum.frames + 1, bytes: sum.bytes + Buffer.byteLength(text) });
    });
  });
  await page.goto('/shuttle');
  await expect(mainHeading(page)).toHaveText('Track the shuttle');
  // Three services run (the demo drivers'), and their ETAs have reached the page.
  await expect(page.getByTestId('connection-banner')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => page.locator('[data-testid="shuttle"]').count(), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(2);
  listening = true;
  await page.waitForTimeout(LISTEN_MS);
  listening = false;

  // Per minute of the shuttles' time (they run TIME_SCALE times faster than the clock here).
  const perMinute = (bytes: number) => (bytes * 60_000) / (LISTEN_MS * TIME_SCALE);
  const lines = [...received].map(
    ([field, { frames, bytes }]) =>
      `  ${field}: ${frames} frames, ${kB(perMinute(bytes))} a minute of service`,
  );
  console.log(`/shuttle over the socket:\n${lines.join('\n')}`);
  await testInfo.attach('public-live-weight.txt', { body: lines.join('\n') });
  const eta = received.get('onETAUpdateService');
  expect(eta?.frames ?? 0).toBeGreaterThan(0);
  expect(perMinute(eta!.bytes)).toBeLessThanOrEqual(ETA_BYTES_PER_MINUTE);
});
