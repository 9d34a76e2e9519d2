import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_VEHICLES, HARWELL_CAMPUS_LOOP, type Route } from '@shuttle-ops/domain';
import { apiSession } from '../support/api-session.ts';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

test.use({ viewport: { width: 1024, height: 768 } });
// It needs the first demo shuttle free of any other spec's service: a server of its own.
test.use({ ownSimulatedServer: 'operator-tablet' });

const [busyShuttle, freeShuttle] = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin');
const SEATS = 3;
/** Internal field names that no message on screen may contain. */
const FIELD_NAMES = /maxOccupancy|max_wheelchair_occupancy|wheelchair_occupancy|Vehicle_ID/;

/** Whether an element shows all of its text (nothing cut by an ellipsis or overflow). */
const showsAll = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      // A Mantine badge cuts its inner label; check every element down to the text.
      const parts = [element, ...element.querySelectorAll('*')];
      return parts.every((part) => part.scrollWidth <= part.clientWidth + 1);
    }),
  );

async function shoot(page: Page, name: string, testInfo: { outputPath: (n: string) => string }) {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

test('an operator tablet: free vehicles only, readable stops, End service in view, + rests when full', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiSession(request, 'admin');
  // A vehicle that never reports, and a small free shuttle so that it fills quickly.
  const created = await admin.post('/dev/v1/vehicles', {
    operation: 'CREATE',
    name: 'Tablet Test Shuttle',
    status_flag: 'active',
    maxOccupancy: 8,
  });
  expect(created.status(), await created.text()).toBe(201);
  const silent = (await created.json()) as { Vehicle_ID: string; name: string };
  const resized = await admin.put('/dev/v1/vehicles', {
    operation: 'UPDATE',
    Vehicle_ID: freeShuttle!.Vehicle_ID,
    maxOccupancy: SEATS,
  });
  expect(resized.status(), await resized.text()).toBe(200);
  const routes = (await (await admin.get('/dev/v1/routes')).json()) as { Items: Route[] };
  const loop = routes.Items.find((r) => r.name === HARWELL_CAMPUS_LOOP.name)!;

  // The server refuses a vehicle that never reported, in plain words.
  const refused = await admin.post('/dev/v1/services', {
    Vehicle_ID: silent.Vehicle_ID,
    Route_ID: loop.Route_ID,
  });
  expect(refused.status()).toBe(409);
  const refusal = ((await refused.json()) as { error: { code: string; message: string } }).error;
  expect(refusal.code).toBe('VEHICLE_NEVER_SEEN');
  expect(refusal.message).not.toMatch(FIELD_NAMES);

  // Another operator runs the first shuttle (once it has reported).
  await expect
    .poll(
      async () =>
        (
          await admin.post('/dev/v1/services', {
            Vehicle_ID: busyShuttle!.Vehicle_ID,
            Route_ID: loop.Route_ID,
          })
        ).status(),
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(201);
  const again = await admin.post('/dev/v1/services', {
    Vehicle_ID: busyShuttle!.Vehicle_ID,
    Route_ID: loop.Route_ID,
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('VEHICLE_BUSY');

  await signIn(page, demoUser('operator'));
  await page.goto('/operator');
  // A full page load restores the session first: slow on busy cores.
  await expect(mainHeading(page)).toHaveText('Operator', { timeout: 30_000 });

  // The picker shows the busy and the silent vehicle disabled, with the reason.
  const field = (label: string) =>
    page.getByRole('textbox', { name: label }).or(page.getByLabel(label)).first();
  const picker = field('Vehicle');
  await expect(picker).toBeEnabled({ timeout: 20_000 });
  await picker.click();
  const option = (name: string) => page.getByRole('option', { name, exact: true });
  await expect(option(`${busyShuttle!.name} (already in service)`)).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(option(`${silent.name} (never reported)`)).toHaveAttribute('aria-disabled', 'true');
  await expect(option(`${freeShuttle!.name} (checked today)`)).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.screenshot({ path: testInfo.outputPath('operator-picker-1024x768.png') });
  // A disabled option cannot be chosen.
  await option(`${busyShuttle!.name} (already in service)`).click({ force: true });
  await expect(page.getByRole('button', { name: 'Start service' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Start on the free shuttle.
  await picker.click();
  await option(`${freeShuttle!.name} (checked today)`).click();
  await field('Route').click();
  await page.getByRole('option', { name: HARWELL_CAMPUS_LOOP.name, exact: true }).click();
  await page.getByRole('button', { name: 'Start service' }).click();
  await page
    .getByRole('dialog', { name: 'Start this service?' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(page.getByTestId('current-service')).toContainText(freeShuttle!.name);

  // Stop codes and names are shown whole at 1024x768.
  const codes = page.getByTestId('stop-code');
  await expect(codes.first()).toBeVisible();
  const labels = HARWELL_CAMPUS_LOOP.stops.map((s) => s.label);
  for (const text of await codes.allTextContents()) expect(labels).toContain(text);
  expect(await showsAll(codes)).not.toContain(false);
  expect(await showsAll(page.getByTestId('stop-name'))).not.toContain(false);

  // End service is on screen without scrolling.
  const endButton = page.getByRole('button', { name: 'End service' });
  await expect(endButton).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const onDuty = await seriousViolations(page, testInfo);
  expect(onDuty, describeViolations(onDuty)).toEqual([]);

  // Fill the shuttle: "+" rests at capacity, so no tap is ever refused.
  const plus = page.getByRole('button', { name: 'One passenger on' });
  const full = page.getByTestId('capacity-full');
  const answers: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/occupancies')) answers.push(res.status());
  });
  for (let i = 0; i < SEATS + 2 && !(await full.isVisible()); i++) {
    await expect(plus).toBeEnabled();
    const recorded = page.waitForResponse((res) => res.url().endsWith('/occupancies'));
    await plus.click();
    await recorded;
  }
  await expect(full).toHaveText(`Full (${SEATS} seats)`);
  await expect(plus).toBeDisabled();
  expect(answers.filter((status) => status !== 201)).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: 'Not recorded' })).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toMatch(FIELD_NAMES);
  await expect(endButton).toBeInViewport({ ratio: 1 });

  await shoot(page, 'operator-tablet', testInfo);

  // End the service; the screen offers a new start.
  await endButton.click();
  await page
    .getByRole('dialog', { name: 'End this service?' })
    .getByRole('button', { name: 'End service' })
    .click();
  await expect(page.getByRole('heading', { name: 'Start a service' })).toBeVisible();
});
