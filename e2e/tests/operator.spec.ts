import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_VEHICLES, HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

// The operator's screen opens on the service the operator runs, and other files start services
// as the operator: a server of its own.
test.use({ viewport: { width: 768, height: 1024 }, ownSimulatedServer: 'operator' });

const shuttle = DEMO_VEHICLES.find((v) => v.customer === 'Darwin')!;

/** Chooses an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).or(page.getByLabel(label)).first().click();
  const item = page.getByRole('option', { name: option, exact: true });
  // A shuttle is offered once it has reported (the list is read again every few seconds).
  await expect(item).not.toHaveAttribute('aria-disabled', 'true', { timeout: 30_000 });
  await item.click();
}

/** The predicted arrival of every stop still to come, as the screen holds it. */
const predictions = (page: Page) =>
  page
    .getByTestId('next-stop')
    .evaluateAll((stops) =>
      stops.map((stop) => (stop as HTMLElement).dataset['etaExpected'] ?? ''),
    );

interface Created {
  data?: { createService?: { Service_ID: string } };
}

test('an operator runs a service on a tablet: start, count, live ETAs, end, history and CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, demoUser('operator'));
  await page.goto('/operator');
  await expect(mainHeading(page)).toHaveText('Operator');

  // Start a service on a simulated shuttle, behind a confirmation.
  await choose(page, 'Vehicle', shuttle.name);
  await choose(page, 'Route', HARWELL_CAMPUS_LOOP.name);
  await page.getByRole('button', { name: 'Start service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start this service?' });
  await expect(dialog).toContainText(`${shuttle.name} starts running ${HARWELL_CAMPUS_LOOP.name}`);
  const created = page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('createService'),
  );
  await dialog.getByRole('button', { name: 'Start' }).click();
  const serviceId = ((await (await created).json()) as Created).data?.createService?.Service_ID;
  expect(serviceId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('current-service')).toContainText(shuttle.name);
  await expect(page.getByTestId('live-state')).toHaveText('Live', { timeout: 20_000 });

  // The next stops with their ETAs, in the site's time.
  const stops = page.getByTestId('next-stop');
  await expect(stops.first()).toBeVisible();
  await expect(page.getByTestId('stop-eta').first()).toHaveText(/^\d{2}:\d{2}$/);
  const onDuty = await seriousViolations(page, testInfo);
  expect(onDuty, describeViolations(onDuty)).toEqual([]);

  // Count passengers: each tap is recorded by the server and shown.
  const counter = page.getByTestId('passenger-count');
  for (let i = 0; i < 2; i++) {
    const recorded = page.waitForResponse((res) => res.url().endsWith('/occupancies'));
    await page.getByRole('button', { name: 'One passenger on' }).click();
    const answer = await recorded;
    expect(answer.status()).toBe(201);
    const body = (await answer.json()) as { record: { boardings: number; occupancy: number } };
    expect(body.record.boardings).toBe(1);
    await expect(counter).toHaveText(/^\d+$/);
  }
  await page.getByRole('switch', { name: /Wheelchair user on board/ }).click();
  await expect(page.getByRole('switch', { name: /Wheelchair user on board/ })).toBeChecked();

  // At capacity "+" rests and the counter says so: no tap is refused.
  const plus = page.getByRole('button', { name: 'One passenger on' });
  const full = page.getByTestId('capacity-full');
  // The simulated shuttle also lets people off at its stops meanwhile: tap until it is full.
  for (let i = 0; i < shuttle.maxOccupancy * 3 && !(await full.isVisible()); i++) {
    await expect(plus).toBeEnabled();
    const recorded = page.waitForResponse((res) => res.url().endsWith('/occupancies'));
    await plus.click();
    expect((await recorded).status()).toBe(201);
  }
  await expect(full).toHaveText(`Full (${shuttle.maxOccupancy} seats)`);
  await expect(plus).toBeDisabled();

  // The ETAs follow the moving shuttle (onETAUpdateService).
  const first = await predictions(page);
  await expect
    .poll(async () => JSON.stringify(await predictions(page)), { timeout: 90_000 })
    .not.toBe(JSON.stringify(first));

  // End the service behind a confirmation; the screen offers a new start.
  await page.getByRole('button', { name: 'End service' }).click();
  const ending = page.getByRole('dialog', { name: 'End this service?' });
  await ending.getByRole('button', { name: 'End service' }).click();
  await expect(page.getByRole('heading', { name: 'Start a service' })).toBeVisible();

  // The service is in the history, and in its CSV export.
  await page.goto('/servicehistory');
  await expect(mainHeading(page)).toHaveText('Service History');
  await page.getByLabel('Status').selectOption('completed');
  await page.getByLabel('Search').fill(shuttle.name);
  const table = page.getByRole('table', { name: 'Services' });
  const row = table.getByRole('row').filter({ hasText: shuttle.name });
  await expect(row.first()).toContainText('completed');
  await expect(row.first()).toContainText(HARWELL_CAMPUS_LOOP.name);
  const inHistory = await seriousViolations(page, testInfo);
  expect(inHistory, describeViolations(inHistory)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('service-history.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const line = csv.split('\r\n').find((l) => l.startsWith(serviceId!));
  expect(line).toBeDefined();
  expect(line).toContain(shuttle.name);
  expect(line).toContain('completed');
});
