import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { DEMO_VEHICLES, incident, londonDay } from '@shuttle-ops/domain';
import { uniqueSuffix } from '../support/admin.ts';
import { apiSession } from '../support/api-session.ts';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading, signIn, signOut } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { makePng } from '../support/png.ts';
import { simulatedTest as test, startLoopService } from '../support/simulated-test.ts';

// The telemetry snapshot needs a shuttle that reports: this runs against a server with its simulator.
test.use({ viewport: { width: 1024, height: 768 } });

const shuttle = DEMO_VEHICLES.find((v) => v.customer === 'Darwin')!;

test('an operator raises an incident with a photo; an admin finds, edits, closes, prints and reports it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(360_000);
  const suffix = uniqueSuffix(testInfo.workerIndex);
  const title = `Shuttle clipped a kerb ${suffix}`;
  // window.print opens no dialog in a test: it is counted instead.
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });

  // ── The operator, on the running service, reports an incident with a photo ──────────────
  await startLoopService(request, shuttle.Vehicle_ID);
  await signIn(page, demoUser('operator'));
  await page.goto('/operator');
  await expect(mainHeading(page)).toHaveText('Operator');
  await expect(page.getByTestId('current-service')).toContainText(shuttle.name, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Report an incident' }).click();
  const raise = page.getByRole('dialog', { name: 'Report an incident' });
  await expect(raise.getByTestId('incident-context')).toContainText(`Vehicle: ${shuttle.name}`);
  await raise.getByLabel('Title').fill(title);
  await raise.getByLabel('Category').selectOption({ label: 'Collision' });
  await raise.getByLabel('Severity').selectOption({ label: 'Minor' });
  await raise.getByLabel('What happened').fill('The rear wheel touched the kerb at the stop.');
  await raise.locator('input[type="file"][accept="image/*"][capture="environment"]').setInputFiles({
    name: 'kerb.png',
    mimeType: 'image/png',
    buffer: makePng(96, [120, 120, 120]),
  });
  await expect(raise.getByText('Attached')).toBeVisible({ timeout: 20_000 });
  await expect(raise.getByRole('img', { name: 'Photo kerb.png' })).toBeVisible();
  const raiseViolations = await seriousViolations(page, testInfo);
  expect(raiseViolations, describeViolations(raiseViolations)).toEqual([]);
  await raise.getByRole('button', { name: 'Report incident' }).click();
  const toast = page.getByRole('status').filter({ hasText: /Incident INC-\S+ reported\./ });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const reference = /Incident (\S+) reported\./.exec((await toast.textContent()) ?? '')![1]!;
  await expect(raise).toBeHidden();

  // The server keeps the telemetry around the incident once the window has passed.
  const admin = await apiSession(request, 'admin');
  const found = (await (
    await admin.get(`/dev/v1/incidents/search/${encodeURIComponent(reference)}`)
  ).json()) as { Items: { Incident_ID: string }[] };
  const id = found.Items[0]!.Incident_ID;
  await expect
    .poll(
      async () => {
        const stored = incident.parse(await (await admin.get(`/dev/v1/incidents/${id}`)).json());
        return stored.telemetry_snapshot?.samples.length ?? 0;
      },
      { timeout: 180_000, intervals: [5_000] },
    )
    .toBeGreaterThan(0);
  await signOut(page, demoUser('operator'));

  // ── The admin finds it, reads the snapshot, edits it, moves it on and closes it ─────────
  await signIn(page, demoUser('admin'));
  await page.goto('/admin/incident');
  await expect(mainHeading(page)).toHaveText('Incidents');
  const table = page.getByRole('table', { name: 'Incidents' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Collision');
  await expect(row).toContainText(shuttle.name);
  await row.getByRole('link', { name: `Open ${reference}, ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]incident=${id}`));
  const detail = page.getByRole('dialog', { name: `Incident ${reference}` });
  await expect(detail.getByRole('heading', { name: `${reference}: ${title}` })).toBeVisible();
  await expect(detail.getByTestId('incident-speed-chart')).toBeVisible({ timeout: 20_000 });
  expect(
    Number(await detail.getByTestId('incident-speed-chart').getAttribute('data-points')),
  ).toBeGreaterThan(0);
  const samples = detail.getByRole('table', { name: 'Telemetry samples around the incident' });
  await expect(samples.getByRole('row').nth(1)).toBeVisible();
  await expect(samples.getByRole('columnheader', { name: 'Speed (km/h)' })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Photo kerb.png' })).toBeVisible();
  const detailViolations = await seriousViolations(page, testInfo);
  expect(detailViolations, describeViolations(detailViolations)).toEqual([]);

  await detail.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('form', { name: `Edit ${reference}` });
  await editor.getByLabel('Root cause').fill('The stop’s kerb is higher than the route plan says.');
  await editor.getByRole('button', { name: 'Add a follow-up' }).click();
  await editor.getByRole('textbox', { name: /^Follow-up 1/ }).fill('Survey the kerb height');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Incident ${reference} saved.` }),
  ).toBeVisible();
  await expect(
    detail.getByText('The stop’s kerb is higher than the route plan says.'),
  ).toBeVisible();

  await detail.getByRole('button', { name: 'Start investigation' }).click();
  await expect(detail.getByText('Under investigation').first()).toBeVisible();
  await detail.getByRole('button', { name: 'Close incident' }).click();
  const confirm = page.getByRole('dialog', { name: `Close ${reference}?` });
  await confirm.getByRole('button', { name: 'Close incident' }).click();
  await expect(detail.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(detail.getByText('Status changed', { exact: false }).first()).toBeVisible();

  // Printed, the record stands alone: the list stays off the paper.
  await expect(detail.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await detail.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(detail.getByRole('heading', { name: `${reference}: ${title}` })).toBeVisible();
  // On paper the chart and the samples that matter, not every sample, and no map buttons.
  await expect(detail.getByTestId('incident-speed-chart')).toBeVisible();
  await expect(samples).toBeHidden();
  const keySamples = detail.getByTestId('key-samples');
  await expect(keySamples).toBeVisible();
  await expect(keySamples.getByRole('row').filter({ hasText: 'Nearest the incident' })).toHaveCount(
    1,
  );
  expect(await keySamples.getByRole('row').count()).toBeLessThanOrEqual(1 + 12);
  await expect(detail.getByRole('button', { name: 'Zoom in' })).toBeHidden();
  await expect(table).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeHidden();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  expect(pages).toBeGreaterThan(0);
  expect(pages, 'the printed record fits on two A4 pages').toBeLessThanOrEqual(2);
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // ── A report of today lists it, and its CSV holds it ───────────────────────────────────
  await page.getByRole('tab', { name: 'Reports' }).click();
  const form = page.getByRole('form', { name: 'New incident report' });
  const today = londonDay(new Date());
  await form.getByLabel('From').fill(today);
  await form.getByLabel('To').fill(today);
  await form.getByLabel('Title').fill(`E2E report ${suffix}`);
  await form.getByRole('button', { name: 'Make report' }).click();
  const report = page.getByRole('article', { name: `E2E report ${suffix}` });
  await expect(report).toBeVisible({ timeout: 20_000 });
  await expect(report.getByRole('row').filter({ hasText: reference })).toContainText(title);
  await expect(
    page.getByRole('table', { name: 'Earlier incident reports' }).getByText(`E2E report ${suffix}`),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^incident-report-.*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const line = csv.split(/\r?\n/).find((text) => text.includes(reference));
  expect(line, csv).toContain(title);

  // Printed, only the report.
  await report.getByRole('button', { name: 'Print / save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(report.getByRole('row').filter({ hasText: reference })).toBeVisible();
  await expect(form).not.toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});
