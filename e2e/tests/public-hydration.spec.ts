import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';

// The public page's HTML carries its first screen, rendered at build time for a visitor; the
// browser takes that markup over (hydrates it). Whoever opens it, signed in or not, in the dark
// theme or with stops starred on the device, React must never find markup it did not expect.

/** Errors the page reports: uncaught ones and those React logs (a hydration mismatch is #418). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function openShuttlePage(page: Page) {
  await page.goto('/shuttle');
  await expect(mainHeading(page)).toHaveText('Track the shuttle');
  // The shuttles' data arrives after the page has taken its markup over.
  await expect(page.getByTestId('updated-ago')).toBeVisible({ timeout: 30_000 });
}

const hydrationErrors = (errors: readonly string[]) =>
  errors.filter((text) => /#418|#423|#425|hydrat/i.test(text));

test('a visitor opening /shuttle by its address gets no hydration error', async ({ page }) => {
  const errors = pageErrors(page);
  await openShuttlePage(page);
  expect(hydrationErrors(errors)).toEqual([]);
});

test('a signed-in user opening /shuttle by its address gets no hydration error', async ({
  page,
}) => {
  const user = demoUser('service-manager');
  await signIn(page, user);
  const errors = pageErrors(page);
  await openShuttlePage(page);
  expect(hydrationErrors(errors)).toEqual([]);
  // The header is the signed-in one once the page has taken over.
  await expect(page.getByRole('button', { name: user.displayName, exact: true })).toBeVisible();
});

test('a visitor in the dark theme gets no hydration error', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('shuttle-ops-color-scheme', 'dark');
  });
  const errors = pageErrors(page);
  await openShuttlePage(page);
  expect(hydrationErrors(errors)).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a visitor with a stop starred on the device gets no hydration error', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('shuttle-ops-public-favourite-stops', '["not-a-stop"]');
  });
  const errors = pageErrors(page);
  await openShuttlePage(page);
  expect(hydrationErrors(errors)).toEqual([]);
});
