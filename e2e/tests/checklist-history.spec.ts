import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { checklistImage, checklistMasterList, checklistTransaction } from '@shuttle-ops/domain';
import type { ChecklistAnswerInput, ChecklistMaster } from '@shuttle-ops/domain';
import { readFile } from 'node:fs/promises';
import { uniqueSuffix } from '../support/admin.ts';
import { headersOf } from '../support/api-session.ts';
import { vehicleWithMaster as vehicleWithChecklist } from '../support/checklists.ts';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { makePng } from '../support/png.ts';

test.use({ viewport: { width: 1024, height: 768 } });

/** A vehicle of its own with a master of its own (a failed check here stops no other test). */
const vehicleWithMaster = async (request: APIRequestContext, suffix: string) =>
  (
    await vehicleWithChecklist(request, `E2E Checked ${suffix}`, [
      {
        title: 'Running gear',
        items: [
          { label: 'Brakes hold', type: 'pass_fail_na', safety_critical: true },
          { label: 'Tyres undamaged', type: 'pass_fail_na', blocking: true },
          { label: 'Battery charge', type: 'number', min: 30, max: 100, unit: '%' },
        ],
      },
      {
        title: 'Body',
        items: [{ label: 'Photo of any damage', type: 'photo', required: false }],
      },
      { title: 'Sign-off', items: [{ label: 'Operator signature', type: 'signature' }] },
    ])
  ).vehicle;

async function uploadPng(
  request: APIRequestContext,
  headers: Record<string, string>,
  size: number,
) {
  const uploaded = await request.post('/dev/v1/checklist/photos', {
    headers,
    multipart: {
      file: { name: 'photo.png', mimeType: 'image/png', buffer: makePng(size, [190, 60, 40]) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return checklistImage.parse(await uploaded.json()).file_id;
}

/** The answers: everything passes but the tyres, which have a photo and a comment. */
function answersFor(master: ChecklistMaster, photo: string, signature: string) {
  const answers: ChecklistAnswerInput[] = [];
  for (const item of master.sections.flatMap((s) => s.items)) {
    if (item.label === 'Tyres undamaged') {
      answers.push({
        item_id: item.item_id,
        value: 'fail',
        severity: 'minor',
        comment: 'Cut in the left front tyre',
        markup_or_manual_photo: photo,
      });
    } else if (item.type === 'pass_fail_na') answers.push({ item_id: item.item_id, value: 'pass' });
    else if (item.type === 'number') answers.push({ item_id: item.item_id, value: 86 });
    else if (item.type === 'signature') answers.push({ item_id: item.item_id, signature });
  }
  return answers;
}

test('a service manager finds a failed checklist at the top, reads it and exports the list', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const vehicle = await vehicleWithMaster(request, uniqueSuffix(testInfo.workerIndex));

  // The operator fills the checklist over the API, as the tablet does.
  const operator = await headersOf(request, 'operator');
  const masters = checklistMasterList.parse(
    await (
      await request.get(`/dev/v1/checklist/operator?Vehicle_ID=${vehicle.Vehicle_ID}`, {
        headers: operator,
      })
    ).json(),
  );
  const master = masters.Items[0]!;
  const photo = await uploadPng(request, operator, 48);
  const signature = await uploadPng(request, operator, 32);
  const submitted = await request.post(`/dev/v1/checklist/operator/${master.CL_Master_ID}`, {
    headers: operator,
    data: {
      version: master.version,
      Vehicle_ID: vehicle.Vehicle_ID,
      started_date: new Date(Date.now() - 5 * 60_000).toISOString(),
      location: { lat: 51.575, lon: -1.311 },
      answers: answersFor(master, photo, signature),
      notes: { text: 'Left mirror loose' },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const checklist = checklistTransaction.parse(await submitted.json());
  expect(checklist).toMatchObject({ result: 'failed', safety_critical_failed: false });

  await signIn(page, demoUser('service-manager'));
  await page.goto('/admin/checklisthistory');
  await expect(mainHeading(page)).toHaveText('Checklist History');
  const table = page.getByRole('table', { name: 'Completed checklists' });
  const top = table.getByRole('row').nth(1);
  await expect(top).toContainText(vehicle.name);
  await expect(top).toContainText('Failed: 1 item failed');
  const listViolations = await seriousViolations(page, testInfo);
  expect(listViolations, describeViolations(listViolations)).toEqual([]);

  await top.getByRole('link', { name: /^Details of / }).click();
  await expect(page).toHaveURL(new RegExp(`\\?checklist=${checklist.CL_Transaction_ID}$`));
  const detail = page.getByRole('dialog', { name: new RegExp(`^${master.name}, ${vehicle.name}`) });
  await expect(detail.getByText(`${master.name}, version ${master.version}`)).toBeVisible();
  const tyres = detail.getByRole('row').filter({ hasText: 'Tyres undamaged' });
  await expect(tyres).toContainText('Failed');
  await expect(tyres).toContainText('Cut in the left front tyre');
  const image = tyres.getByRole('img', { name: 'Photo: Tyres undamaged' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(detail.getByRole('img', { name: 'Signature: Operator signature' })).toBeVisible();
  const detailViolations = await seriousViolations(page, testInfo);
  expect(detailViolations, describeViolations(detailViolations)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('checklist-detail-1024x768.png') });

  // On paper only the detail.
  await page.emulateMedia({ media: 'print' });
  await expect(tyres).toBeVisible();
  await expect(table).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('checklist-history.csv');
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toMatch(/^completed \(Europe\/London\),started \(Europe\/London\),checklist,/);
  const row = lines.find((line) => line.endsWith(checklist.CL_Transaction_ID));
  expect(row).toContain(`${master.name},${master.version},${vehicle.name},`);
  expect(row).toContain(',Failed,Tyres undamaged,no,Left mirror loose,');
});
