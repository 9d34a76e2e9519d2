import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { checklistTransactionList, UPLOAD_PART_BYTES } from '@shuttle-ops/domain';
import { createHash } from 'node:crypto';
import { uniqueSuffix } from '../support/admin.ts';
import { headersOf } from '../support/api-session.ts';
import { vehicleWithMaster } from '../support/checklists.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { makePng } from '../support/png.ts';
import { mp4File } from '../support/video.ts';

test.use({ viewport: { width: 1024, height: 768 } });

const PART_URL = /\/dev\/v1\/checklist\/uploads\/[0-9a-f-]{36}\/parts\/(\d+)/;
const partOf = (request: Request) => Number(PART_URL.exec(request.url())?.[1] ?? 0);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

test('an operator attaches a video to the notes; its 5 MB parts survive a broken network and a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix(testInfo.workerIndex);
  const { vehicle } = await vehicleWithMaster(request, `E2E Video ${suffix}`, [
    { title: 'Walk-round', items: [{ label: 'Mirrors intact', type: 'pass_fail_na' }] },
  ]);
  // 12 MB: three parts (5, 5 and 2 MB).
  const video = mp4File(12 * 1024 * 1024);

  // Every part sent, and how many were in flight at once.
  const sent: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  page.on('request', (r) => {
    if (r.method() !== 'PUT' || !PART_URL.test(r.url())) return;
    sent.push(partOf(r));
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
  });
  const settled = (r: Request) => {
    if (r.method() === 'PUT' && PART_URL.test(r.url())) inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  // The network breaks part 2 once, and part 3 until the tablet is reloaded.
  let part2Broken = false;
  let part3Blocked = true;
  await page.route(PART_URL, async (route) => {
    const part = partOf(route.request());
    if (part === 2 && !part2Broken) {
      part2Broken = true;
      return route.abort('connectionreset');
    }
    if (part === 3 && part3Blocked) return route.abort('internetdisconnected');
    return route.continue();
  });

  await signIn(page, demoUser('operator'));
  await page.goto(`/operator/checklist?Vehicle_ID=${vehicle.Vehicle_ID}`);
  await expect(mainHeading(page)).toHaveText('Operator Checklists', { timeout: 30_000 });
  await page
    .getByRole('group', { name: 'Mirrors intact', exact: true })
    .getByRole('button', { name: 'Pass', exact: true })
    .click();
  await page.getByLabel('Notes for the record').fill('Rattle from the rear door at 15 km/h');
  await page
    .locator('input[type="file"][accept="image/*,video/*"]')
    .setInputFiles({ name: 'rattle.mp4', mimeType: 'video/mp4', buffer: video });
  await expect(page.getByLabel('Video 1 of the notes')).toBeVisible();

  // Parts 1 and 2 arrive (2 after one retry); part 3 fails its four tries.
  await expect(page.getByRole('alert').filter({ hasText: 'Video 1 not sent' })).toBeVisible({
    timeout: 60_000,
  });
  expect(sent.filter((p) => p === 1)).toHaveLength(1);
  expect(sent.filter((p) => p === 2)).toHaveLength(2);
  expect(sent.filter((p) => p === 3)).toHaveLength(4);
  // Sent side by side (4 at a time; this file has 3 parts).
  expect(mostInFlight).toBeGreaterThanOrEqual(2);
  expect(mostInFlight).toBeLessThanOrEqual(4);
  await page.screenshot({
    path: testInfo.outputPath('notes-video-not-sent-1024x768.png'),
    fullPage: true,
  });

  // The network is back; the tablet was reloaded: only the missing part goes, nothing is lost.
  part3Blocked = false;
  sent.length = 0;
  await page.reload();
  await expect(page.getByLabel('Notes for the record')).toHaveValue(
    'Rattle from the rear door at 15 km/h',
    { timeout: 30_000 },
  );
  await expect(page.getByText('Video 1: sent')).toBeVisible({ timeout: 60_000 });
  expect(sent).toEqual([3]);

  // A file of another kind is refused at once; a photo added by mistake is removed again.
  const attach = page.locator('input[type="file"][accept="image/*,video/*"]');
  await attach.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: '“notes.txt” was not added' }),
  ).toContainText('only photos (PNG, JPEG, WebP, GIF) and videos (MP4, MOV, WebM) can be attached');
  await attach.setInputFiles({
    name: 'oops.png',
    mimeType: 'image/png',
    buffer: makePng(48, [0, 90, 200]),
  });
  await expect(page.getByText('Photo 2: sent')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(page.getByLabel('Photo 2 of the notes')).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit checklist' }).click();
  await expect(page.getByText('Checklist passed')).toBeVisible({ timeout: 30_000 });

  // The record holds the note and the whole video, byte for byte.
  const headers = await headersOf(request, 'admin');
  const history = await request.get(
    `/dev/v1/checklist/transaction?Vehicle_ID=${vehicle.Vehicle_ID}`,
    { headers },
  );
  const [record] = checklistTransactionList.parse(await history.json()).Items;
  if (!record) throw new Error('the checklist was not stored');
  expect(record.notes.text).toBe('Rattle from the rear door at 15 km/h');
  expect(record.notes.video_or_images).toHaveLength(1);
  const clip = record.notes.video_or_images[0]!;
  expect(clip).toMatchObject({ content_type: 'video/mp4', size: video.length });
  const download = await request.get(clip.url);
  expect(download.headers()['content-type']).toBe('video/mp4');
  expect(sha256(await download.body())).toBe(sha256(video));
  expect(video.length).toBeGreaterThan(2 * UPLOAD_PART_BYTES);
});
