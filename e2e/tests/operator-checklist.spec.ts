import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  DEMO_VEHICLES,
  HARWELL_CAMPUS_LOOP,
  type ChecklistAnswerInput,
  type Route,
} from '@shuttle-ops/domain';
import { apiSession, type ApiSession } from '../support/api-session.ts';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { DEMO_PASSWORD, demoUser } from '../support/demo-users.ts';
import { makePng } from '../support/png.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

// Starting a service needs a shuttle that reports: this runs against a server with its simulator.
test.use({
  viewport: { width: 1024, height: 768 },
  permissions: ['geolocation'],
  geolocation: { latitude: 51.575, longitude: -1.311 },
});

/** The demo's gated shuttle (Harwell Shuttle 2): a master applies to it. */
const gated = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin')[1]!;

/** A start of a service on the gated shuttle over the API: its status and error code. */
async function tryStart(api: ApiSession, routeId: string) {
  const res = await api.post('/dev/v1/services', {
    Vehicle_ID: gated.Vehicle_ID,
    Route_ID: routeId,
  });
  const body = (await res.json()) as { error?: { code: string } };
  return `${res.status()} ${body.error?.code ?? ''}`.trim();
}

/**
 * The seed passes the shuttle's check of today; a failed one submitted over the API makes it
 * wait for a new checklist, as on a morning when its check is not done.
 */
async function failTodaysCheck(request: APIRequestContext, api: ApiSession) {
  const signin = await request.post('/auth/signin', {
    data: { username: 'operator', password: DEMO_PASSWORD },
  });
  const token = ((await signin.json()) as { AuthenticationResult: { AccessToken: string } })
    .AuthenticationResult.AccessToken;
  const upload = await request.post('/dev/v1/checklist/photos', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: 'sig.png', mimeType: 'image/png', buffer: makePng(40, [20, 20, 20]) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const signature = ((await upload.json()) as { file_id: string }).file_id;
  const masters = (await (
    await api.get(`/dev/v1/checklist/operator?Vehicle_ID=${gated.Vehicle_ID}`)
  ).json()) as {
    Items: {
      CL_Master_ID: string;
      version: number;
      sections: { items: { item_id: string; type: string }[] }[];
    }[];
  };
  const master = masters.Items[0]!;
  const answers = master.sections
    .flatMap((s) => s.items)
    .flatMap((item): ChecklistAnswerInput[] => {
      if (item.type === 'pass_fail_na') return [{ item_id: item.item_id, value: 'pass' }];
      if (item.type === 'yes_no') return [{ item_id: item.item_id, value: 'yes' }];
      // A flat battery fails the check, but not a safety-critical item.
      if (item.type === 'number') return [{ item_id: item.item_id, value: 12 }];
      if (item.type === 'signature') return [{ item_id: item.item_id, signature }];
      return [];
    });
  const failed = await api.post(`/dev/v1/checklist/operator/${master.CL_Master_ID}`, {
    version: master.version,
    Vehicle_ID: gated.Vehicle_ID,
    answers,
  });
  expect(failed.status(), await failed.text()).toBe(201);
  expect(((await failed.json()) as { result: string }).result).toBe('failed');
}

async function drawOn(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.2, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 8 });
  await page.mouse.up();
}

test('an operator checks the gated shuttle on a tablet, partly offline, and it may then start', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const api = await apiSession(request, 'operator');
  const routes = (await (await api.get('/dev/v1/routes')).json()) as { Items: Route[] };
  const loop = routes.Items.find((r) => r.name === HARWELL_CAMPUS_LOOP.name)!;
  await failTodaysCheck(request, api);
  // Refused until a passed checklist (once the shuttle has reported at all).
  await expect
    .poll(() => tryStart(api, loop.Route_ID), { timeout: 60_000, intervals: [1_000] })
    .toMatch(/^409 CHECKLIST_/);

  await signIn(page, demoUser('operator'));
  await page.goto(`/operator/checklist?Vehicle_ID=${gated.Vehicle_ID}`);
  await expect(mainHeading(page)).toHaveText('Operator Checklists', { timeout: 30_000 });
  await expect(page.getByTestId('departure-gate')).toContainText('The last checklist failed');
  await expect(page.getByRole('heading', { name: 'Daily pre-departure check' })).toBeVisible();

  const group = (name: string) => page.getByRole('group', { name, exact: true });
  const passGroups = page
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'Pass' }) });
  for (const each of await passGroups.all()) {
    await each.getByRole('button', { name: 'Pass', exact: true }).click();
  }
  await page.getByLabel('Battery charge: reading (%)').fill('12');
  await expect(page.getByText('Out of range (30–100 %): this item fails.')).toBeVisible();
  await page.getByLabel('Battery charge: reading (%)').fill('86');
  await expect(page.getByTestId('item-fails')).toHaveCount(0);

  // A reload brings the answers back from the device.
  await page.reload();
  await expect(
    group('Brakes: service and parking brake hold').getByRole('button', { name: 'Pass' }),
  ).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(page.getByLabel('Battery charge: reading (%)')).toHaveValue('86');

  for (const name of [
    'Interior and exterior cameras show a picture',
    'Fire extinguisher present and in date',
    'First-aid kit complete',
  ]) {
    await group(name).getByRole('button', { name: 'Yes', exact: true }).click();
  }
  await page.getByLabel('Remarks: your answer').fill('Left mirror loose');

  // A photo of the body, drawn on.
  await page
    .locator('input[type="file"][accept="image/*"][capture="environment"]')
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: makePng(96, [180, 40, 40]) });
  await expect(page.getByRole('img', { name: /The photo for/ })).toBeVisible();
  await expect(page.getByText('Photo: sent')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Draw on the photo' }).click();
  await drawOn(page, page.getByTestId('markup-canvas'));
  await page.getByRole('button', { name: 'Save drawing' }).click();
  await expect(page.getByRole('img', { name: /Your drawing on the photo/ })).toBeVisible();
  await expect(page.getByText('Drawing: sent')).toBeVisible({ timeout: 20_000 });

  const violations = await seriousViolations(page, testInfo);
  expect(violations, describeViolations(violations)).toEqual([]);

  // The network drops: signing and submitting go on, and wait.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText(
    'Offline — your answers are kept on this device',
  );
  await drawOn(page, page.getByTestId('signature-pad'));
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(
    page.getByText('Signature: kept on this device, sent with the checklist'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit checklist' }).click();
  await expect(
    page.getByRole('button', { name: 'Submit (waiting for the network)' }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checklist-offline-1024x768.png') });

  // Back online: the signature and the checklist go out by themselves.
  await context.setOffline(false);
  await expect(page.getByText('Checklist passed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('checklist-result')).toContainText('passed');
  await expect(page.getByTestId('departure-gate')).toContainText('Ready to depart');
  await page.screenshot({ path: testInfo.outputPath('checklist-passed-1024x768.png') });

  expect(await tryStart(api, loop.Route_ID)).toBe('201');
});
