import { expect } from '@playwright/test';
import { DEMO_VEHICLES, HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { simulatedTest as test, startLoopService } from '../support/simulated-test.ts';

/**
 * The spacing of the shuttles on the Campus Loop on the service dashboard: two simulated shuttles
 * run services on the loop, and the ring shows the gap between them in minutes, live.
 */
test.describe.configure({ mode: 'serial' });
// It starts services of two demo shuttles and leaves them running: a server of its own.
test.use({ ownSimulatedServer: 'headway' });

/** The third Darwin shuttle waits for its daily checklist (docs/decisions/0020-demo-flows.md). */
const running = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin').slice(0, 2);

test('the dashboard shows the gaps between the shuttles on the loop', async ({ page, request }) => {
  test.setTimeout(240_000);
  for (const shuttle of running) await startLoopService(request, shuttle.Vehicle_ID);

  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, demoUser('service-manager'));
  await page.goto('/servicedashboard');
  await expect(mainHeading(page)).toHaveText('Service Dashboard');

  const ring = page.getByRole('region', { name: HARWELL_CAMPUS_LOOP.name });
  await expect(ring).toBeVisible({ timeout: 30_000 });
  await expect(ring.getByRole('img')).toHaveAttribute(
    'aria-label',
    new RegExp(`${HARWELL_CAMPUS_LOOP.name}: 2 shuttles, planned every \\d+ min`),
  );
  await expect(ring.getByRole('listitem')).toHaveCount(2);
  // Once the predictions tell which shuttle is ahead, a gap in minutes (or seconds) with its word.
  await expect(
    ring.getByTestId('loop-gap').filter({ hasText: /\d+ (min|s) behind/ }),
  ).not.toHaveCount(0, { timeout: 120_000 });
  await expect(ring.getByText(/^(Even|Bunched|Gap)$/).first()).toBeVisible();

  // Nothing of it is cut on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await ring.scrollIntoViewIfNeeded();
  const overflow = await ring.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      right: box.right,
      width: window.innerWidth,
      clipped: [...element.querySelectorAll('li, h3')].some(
        (child) => child.scrollWidth > child.clientWidth + 1,
      ),
    };
  });
  expect(overflow.right).toBeLessThanOrEqual(overflow.width);
  expect(overflow.clipped).toBe(false);
});
