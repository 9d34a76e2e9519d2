import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { expectScreen, fillSignIn, mainHeading, sideMenu, signIn } from '../support/console.ts';
import { DEMO_PASSWORD, DEMO_USERS, demoUser, headingFor } from '../support/demo-users.ts';

test.describe('landing on the work screen', () => {
  for (const user of DEMO_USERS) {
    test(`${user.username} signs in and lands on ${user.landing}`, async ({ page }) => {
      // Three page loads, some with the live map.
      test.slow();
      await page.goto('/login');
      await fillSignIn(page, user.username, DEMO_PASSWORD);
      await expectScreen(page, user.landing);
      // Opening the console's address again starts on the work screen too.
      await page.goto('/');
      await expectScreen(page, user.landing);
      await page.goto('/login');
      await expectScreen(page, user.landing);
    });
  }

  test('a visitor at / sees the public home; a signed-in user reaches it from the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText(headingFor('/'));
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await signIn(page, demoUser('operator'));
    await sideMenu(page).getByRole('link', { name: 'Home' }).click();
    await expect(mainHeading(page)).toHaveText(headingFor('/'));
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('the side menu', () => {
  test('links the command log and telemetry graphs for admins', async ({ page }) => {
    await signIn(page, demoUser('admin'));
    await sideMenu(page).getByRole('link', { name: 'Command Log' }).click();
    await expectScreen(page, '/admin/commandlog');
    await expect(sideMenu(page).getByRole('link', { name: 'Command Log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sideMenu(page).getByRole('link', { name: 'Telemetry Graphs' }).click();
    await expectScreen(page, '/viewGraph');
  });

  test('leaves the command log out for a content manager', async ({ page }) => {
    await signIn(page, demoUser('content-manager'));
    await expect(sideMenu(page).getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Command Log' })).toHaveCount(0);
  });
});

/** Where the page's content starts, from the left edge of the window. */
async function contentLeft(page: Page): Promise<number> {
  const box = await mainHeading(page).boundingBox();
  if (box === null) throw new Error('no page heading');
  return box.x;
}

test.describe('the side menu at three sizes', () => {
  test('stays beside the page at 1440 × 900', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demoUser('admin'));
    await expectScreen(page, '/admin');
    const box = await page.locator('#side-menu').boundingBox();
    expect(box?.width).toBe(300);
    expect(await contentLeft(page)).toBeGreaterThanOrEqual(300);
    await page.screenshot({ path: testInfo.outputPath('admin-overview-1440.png'), fullPage: true });
  });

  for (const size of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`is a drawer at ${size.width} × ${size.height}, so the page gets the full width`, async ({
      page,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize(size);
      await signIn(page, demoUser('admin'));
      await expectScreen(page, '/admin');
      await expect(sideMenu(page)).toHaveCount(0);
      expect(await contentLeft(page)).toBeLessThan(40);
      // Nothing sticks out sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`admin-overview-${size.width}.png`),
        fullPage: true,
      });

      await page.getByRole('button', { name: 'Show side menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`side-menu-drawer-${size.width}.png`) });
      await drawer.getByRole('link', { name: 'Command Log' }).click();
      await expect(drawer).toBeHidden();
      await expectScreen(page, '/admin/commandlog');
    });
  }
});

test.describe('the /admin overview', () => {
  test('shows an admin the day’s figures, each opening its screen', async ({ page }, testInfo) => {
    test.slow();
    await signIn(page, demoUser('admin'));
    await expectScreen(page, '/admin');
    const main = page.getByRole('main');
    for (const title of [
      'Vehicles in service',
      'Open alerts',
      'Passengers today',
      'Checklists done',
      'Announcements',
    ]) {
      await expect(main.getByRole('region', { name: title })).toBeVisible();
    }
    // The demo's checklists are completed at start-up: today's count is real, not a placeholder.
    await expect(main.getByTestId('overview-checklists-done-figure')).toHaveText(/^[1-9]\d*$/);
    await expect(main.getByRole('region', { name: 'Checklists done' })).toContainText(
      'Completed since midnight:',
    );
    // Every figure loaded: no loading line and no failure left.
    await expect(main.getByText('Loading…')).toHaveCount(0);
    await expect(main.getByText('could not be loaded')).toHaveCount(0);
    await expect(main.getByTestId('overview-passengers-today-figure')).toHaveText(/^\d+$/);

    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);

    await main.getByRole('link', { name: 'Open the checklist history' }).click();
    await expectScreen(page, '/admin/checklisthistory');
    await page.goBack();
    await main.getByRole('link', { name: 'Open the service history' }).click();
    await expectScreen(page, '/servicehistory');
  });

  test('shows a content manager the announcements only, without violations', async ({
    page,
  }, testInfo) => {
    await signIn(page, demoUser('content-manager'));
    await expectScreen(page, '/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('region')).toHaveCount(1);
    await expect(main.getByRole('region', { name: 'Announcements' })).toBeVisible();
    await expect(main.getByText('Loading…')).toHaveCount(0);
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
    await main.getByRole('link', { name: 'Manage the announcements' }).click();
    await expectScreen(page, '/admin/announcement');
  });
});
