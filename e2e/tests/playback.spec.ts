import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { playbackResponse, type PlaybackSample } from '@shuttle-ops/domain';
import { headersOf } from '../support/api-session.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

// Doors that open and close at stops need shuttles running their services.
test.use({ simulatorSettings: { SIM_SERVICES: 'on', SIM_TIME_SCALE: '10' } });
test.describe.configure({ timeout: 180_000 });

/** A datetime-local value at the site (Europe/London) for an instant. */
function siteLocal(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

/** The position between the recorded samples around `at` (the test's own reading of the API). */
function expectedAt(samples: readonly PlaybackSample[], at: number) {
  const after = samples.findIndex((s) => Date.parse(s.t) > at);
  const before = samples[(after === -1 ? samples.length : after) - 1];
  const next = after === -1 ? undefined : samples[after];
  if (!before) return null;
  if (!next) return Date.parse(before.t) === at ? before : null;
  const share = (at - Date.parse(before.t)) / (Date.parse(next.t) - Date.parse(before.t));
  return {
    lat: before.lat + (next.lat - before.lat) * share,
    lon: before.lon + (next.lon - before.lon) * share,
  };
}

const clock = (page: Page) => page.getByTestId('playback-clock');

test('an operator replays the last ten minutes of every shuttle and jumps to an event', async ({
  page,
  request,
}) => {
  const headers = await headersOf(request, 'operator');
  // Ten minutes with something on the timeline: a door that opened or closed.
  await expect
    .poll(
      async () => {
        const now = Date.now();
        const answer = playbackResponse.parse(
          await (
            await request.post('/dev/v1/playback', {
              headers,
              data: {
                vehicles: 'all',
                from: new Date(now - 600_000).toISOString(),
                to: new Date(now).toISOString(),
              },
            })
          ).json(),
        );
        return answer.Items.some((item) => item.events.length > 0);
      },
      { timeout: 120_000, intervals: [3_000] },
    )
    .toBe(true);

  await signIn(page, demoUser('operator'));
  await page.goto('/operator/playback');
  await expect(mainHeading(page)).toHaveText('Trip Playback');
  const now = new Date();
  await page.getByLabel('From (Europe/London)').fill(siteLocal(new Date(now.getTime() - 600_000)));
  await page.getByLabel('To (Europe/London)').fill(siteLocal(new Date(now.getTime() + 60_000)));
  await page.getByRole('button', { name: 'Load' }).click();

  // The cursor starts where the first shuttle was recorded: its marker is on the map.
  await expect(page.getByTestId('shuttle-marker').first()).toBeAttached({ timeout: 30_000 });
  await page.locator('label', { hasText: /^10×$/ }).click();
  const startedAt = await clock(page).textContent();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(clock(page)).not.toHaveText(startedAt ?? '');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  // A mark moves the cursor to its event and pauses; the link holds the time. The mark chosen is
  // an event during a shuttle's recorded track, pressed from the keyboard (marks close in time
  // overlap on the track).
  const range = new URL(page.url()).searchParams;
  const answer = playbackResponse.parse(
    await (
      await request.post('/dev/v1/playback', {
        headers,
        data: { vehicles: 'all', from: range.get('from'), to: range.get('to') },
      })
    ).json(),
  );
  const during = answer.Items.flatMap((item) => {
    const first = Date.parse(item.samples[0]?.t ?? '');
    const last = Date.parse(item.samples.at(-1)?.t ?? '');
    return item.events.filter((e) => Date.parse(e.t) > first && Date.parse(e.t) < last);
  });
  expect(during.length).toBeGreaterThan(0);
  const markAt = new Date(Math.min(...during.map((e) => Date.parse(e.t)))).toISOString();
  const mark = page.locator(`[data-testid="timeline-mark"][data-at="${markAt}"]`).first();
  await mark.focus();
  await mark.press('Enter');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('t')).toBe(markAt);
  const at = Date.parse(markAt);

  let compared = 0;
  for (const item of answer.Items) {
    const expected = expectedAt(item.samples, at);
    const marker = page.locator(
      `[data-testid="shuttle-marker"][data-vehicle-id="${item.Vehicle_ID}"]`,
    );
    if (!expected) {
      await expect(marker).toHaveCount(0);
      continue;
    }
    await expect(marker).toHaveCount(1);
    expect(Number(await marker.getAttribute('data-lat'))).toBeCloseTo(expected.lat, 6);
    expect(Number(await marker.getAttribute('data-lon'))).toBeCloseTo(expected.lon, 6);
    compared += 1;
  }
  expect(compared).toBeGreaterThan(0);
});
