import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
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

/** A shuttle that drove in the last ten minutes (half a minute of positions), and their span. */
async function recentShuttle(request: APIRequestContext, headers: Record<string, string>) {
  let found: { id: string; name: string; first: string; last: string } | null = null;
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
        // One that moved: a dozen different positions at least.
        const item = answer.Items.find(
          (candidate) =>
            candidate.samples.length > 30 &&
            new Set(candidate.samples.map((sample) => `${sample.lat} ${sample.lon}`)).size > 12,
        );
        found = item
          ? {
              id: item.Vehicle_ID,
              name: item.name,
              first: item.samples[0]!.t,
              last: item.samples.at(-1)!.t,
            }
          : null;
        return found !== null;
      },
      { timeout: 120_000, intervals: [3_000] },
    )
    .toBe(true);
  return found!;
}

/** How far the selected shuttle's marker is from the middle of the map, px. */
async function offCentre(page: Page): Promise<number> {
  const map = await page.getByTestId('map').boundingBox();
  const marker = await page
    .locator('[data-testid="shuttle-marker"][data-selected="true"]')
    .boundingBox();
  if (!map || !marker) return Infinity;
  return Math.hypot(
    marker.x + marker.width / 2 - (map.x + map.width / 2),
    marker.y + marker.height / 2 - (map.y + map.height / 2),
  );
}

test('following a vehicle keeps it in the middle of the map while it plays', async ({
  page,
  request,
}) => {
  const headers = await headersOf(request, 'operator');
  const shuttle = await recentShuttle(request, headers);
  // Its recorded span, so it is on the map from the start to the end.
  const query = new URLSearchParams({
    vehicles: shuttle.id,
    from: shuttle.first,
    to: shuttle.last,
  });
  await signIn(page, demoUser('operator'));
  await page.goto(`/operator/playback?${query.toString()}`);
  await expect(mainHeading(page)).toHaveText('Trip Playback');
  const marker = page.locator('[data-testid="shuttle-marker"][data-selected="true"]');
  await expect(marker).toBeAttached({ timeout: 30_000 });

  // From the keyboard: focus the switch and press space.
  const follow = page.getByRole('switch', { name: /Follow vehicle/ });
  await follow.focus();
  await page.keyboard.press('Space');
  await expect(follow).toBeChecked();
  await expect(page.getByTestId('playback-map')).toHaveAttribute('data-following', 'true');
  await page.locator('label', { hasText: /^5×$/ }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  // While it plays the marker moves on the ground but stays in the middle of the map.
  const lat = await marker.getAttribute('data-lat');
  await expect.poll(() => marker.getAttribute('data-lat')).not.toBe(lat);
  await expect.poll(() => offCentre(page), { timeout: 10_000 }).toBeLessThan(24);
  const later = await marker.getAttribute('data-lat');
  await expect.poll(() => marker.getAttribute('data-lat')).not.toBe(later);
  expect(await offCentre(page)).toBeLessThan(24);

  // Dragging the map ends following.
  await page.getByTestId('map').scrollIntoViewIfNeeded();
  const box = (await page.getByTestId('map').boundingBox())!;
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 4 + 120, box.y + box.height / 4 + 80, { steps: 8 });
  await page.mouse.up();
  await expect(follow).not.toBeChecked();
});

test('Replay on an alarm in Process Alerts opens playback on its vehicle at that moment', async ({
  page,
  request,
}) => {
  const headers = await headersOf(request, 'service-manager');
  const shuttle = await recentShuttle(request, headers);
  const raised = await request.post('/dev/v1/realtimealerts', {
    headers,
    data: {
      Vehicle_ID: shuttle.id,
      level: 'WARNING',
      category: 'OTHER',
      code: `E2E-REPLAY-${Date.now()}`,
      message: 'Replay check',
      consequences: '',
      correctionProcedure: '',
    },
  });
  expect(raised.status(), await raised.text()).toBeLessThan(300);
  const alarm = (await raised.json()) as { id: string; first_seen: string };

  await signIn(page, demoUser('service-manager'));
  await page.goto(`/realtimealerts/${alarm.id}`);
  const detail = page.getByTestId('alarm-detail');
  await detail.getByRole('link', { name: /^Replay .* when the alarm was raised$/ }).click();

  await expect(mainHeading(page)).toHaveText('Trip Playback');
  const link = new URL(page.url()).searchParams;
  expect(link.get('vehicles')).toBe(shuttle.id);
  expect(link.get('t')).toBe(alarm.first_seen);
  const marker = page.locator(`[data-testid="shuttle-marker"][data-vehicle-id="${shuttle.id}"]`);
  await expect(marker).toBeAttached({ timeout: 30_000 });
  // The alarm is on the timeline, at the cursor.
  await expect(
    page.locator(`[data-testid="timeline-mark"][data-kind="alarm_raised"]`).first(),
  ).toBeAttached();
  await expect(clock(page)).toHaveText(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(alarm.first_seen)),
  );
});
