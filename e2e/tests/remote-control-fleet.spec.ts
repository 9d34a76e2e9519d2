import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_VEHICLES } from '@shuttle-ops/domain';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

test.use({ viewport: { width: 1024, height: 768 } });

const darwin = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin');
const [controlled, other] = darwin;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The speed in a fleet row's summary ("AUTONOMOUS · 12.0 km/h"), or NaN. */
const rowSpeed = async (row: Locator) =>
  Number.parseFloat(
    /([\d.]+) km\/h/.exec((await row.getByTestId('fleet-summary').textContent()) ?? '')?.[1] ?? '',
  );

async function shoot(page: Page, name: string, testInfo: { outputPath: (n: string) => string }) {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}x${height}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

test('remote control at 1024x768: readable state, a live map, and a one-click STOP per shuttle', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, demoUser('remote-operator'));
  await page.goto(`/operator/control?vehicle=${controlled!.Vehicle_ID}`);
  // A full page load restores the session first: slow on busy cores.
  await expect(mainHeading(page)).toHaveText('Remote Operator', { timeout: 30_000 });
  await expect(page.getByTestId('live-vehicle-mode')).not.toHaveText('—', { timeout: 60_000 });

  // The mode figures sit side by side or wrap; they never overlap, and the age badge is whole.
  const figures = ['live-vehicle-mode', 'live-robot-mode', 'live-supervision-mode', 'live-speed'];
  const boxes = await Promise.all(figures.map((id) => box(page.getByTestId(id))));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      expect(overlap(boxes[i]!, boxes[j]!), `${figures[i]} overlaps ${figures[j]}`).toBe(false);
    }
  }
  for (const id of ['telemetry-age', 'live-vehicle-mode', 'live-robot-mode']) {
    const whole = await page
      .getByTestId(id)
      .evaluate((element) =>
        [element, ...element.querySelectorAll('*')].every(
          (part) => part.scrollWidth <= part.clientWidth + 1,
        ),
      );
    expect(whole, `${id} is cut`).toBe(true);
  }

  // The map shows the controlled shuttle (and the other one) inside its frame.
  const map = page.getByRole('region', { name: 'Map', exact: true }).getByTestId('map');
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
  const marker = map.locator(
    `[data-testid="shuttle-marker"][data-vehicle-id="${controlled!.Vehicle_ID}"]`,
  );
  await expect(marker).toHaveAttribute('data-controlled', 'true', { timeout: 30_000 });
  await expect(
    map.locator(`[data-testid="shuttle-marker"][data-vehicle-id="${other!.Vehicle_ID}"]`),
  ).toHaveAttribute('data-controlled', 'false');
  const frame = await box(map);
  const pin = await box(marker);
  expect(pin.x + pin.width / 2).toBeGreaterThan(frame.x);
  expect(pin.x + pin.width / 2).toBeLessThan(frame.x + frame.width);
  expect(pin.y + pin.height / 2).toBeGreaterThan(frame.y);
  expect(pin.y + pin.height / 2).toBeLessThan(frame.y + frame.height);

  const violations = await seriousViolations(page, testInfo);
  expect(violations, describeViolations(violations)).toEqual([]);

  // The fleet: every Darwin shuttle, each with its own STOP. The other one is stopped from here.
  const row = page.locator(`[data-testid="fleet-row"][data-vehicle-id="${other!.Vehicle_ID}"]`);
  await expect(page.getByTestId('fleet-row')).toHaveCount(darwin.length);
  await expect.poll(() => rowSpeed(row), { timeout: 120_000, intervals: [500] }).toBeGreaterThan(0);
  const stop = page.getByRole('button', { name: `STOP ${other!.name}`, exact: true });
  await stop.click();
  // One click: nothing asks first.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByTestId('fleet-stop-state')).toHaveText('STOP executed', {
    timeout: 20_000,
  });
  await expect.poll(() => rowSpeed(row), { timeout: 15_000 }).toBe(0);
  // The controlled shuttle was not told to stop.
  await expect(
    page
      .locator(`[data-testid="fleet-row"][data-vehicle-id="${controlled!.Vehicle_ID}"]`)
      .getByTestId('fleet-stop-state'),
  ).toHaveCount(0);

  await shoot(page, 'remote-control-fleet', testInfo);
});
