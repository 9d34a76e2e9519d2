import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users.ts';
import {
  expectScreen,
  mainHeading,
  NOT_PERMITTED,
  readSideMenu,
  recordHeadings,
  seenHeadings,
  sideMenu,
  signIn,
} from '../support/console.ts';
import { headingFor } from '../support/demo-users.ts';

for (const user of DEMO_USERS) {
  test.describe(`signed in as ${user.username}`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, user);
      await expect(sideMenu(page)).toBeVisible();
    });

    test('the side menu shows exactly the items of the side-menu table', async ({ page }) => {
      expect(await readSideMenu(page)).toEqual(user.menu);
    });

    test('every side-menu item opens its screen', async ({ page }) => {
      // The admin's menu has two dozen screens, each loaded and checked in turn.
      test.setTimeout(30_000 + 5_000 * user.menu.flatMap((section) => section.items).length);
      const items = await sideMenu(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(items.length).toBe(user.menu.flatMap((section) => section.items).length);
      for (const [index, path] of items.entries()) {
        await sideMenu(page).getByRole('link').nth(index).click();
        await expectScreen(page, path);
        await expect(sideMenu(page).getByRole('link').nth(index)).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    });

    if (user.moreAllowedRoutes.length > 0) {
      test('the other routes the role may open load directly', async ({ page }) => {
        for (const path of user.moreAllowedRoutes) {
          await page.goto(path);
          await expectScreen(page, path);
        }
      });
    }

    test(`${user.forbiddenRoute} is refused without showing its content`, async ({ page }) => {
      await recordHeadings(page);
      await page.goto(user.forbiddenRoute);
      await expect(page.getByText(NOT_PERMITTED, { exact: true })).toBeVisible();
      await expect(mainHeading(page)).toHaveText('Not permitted');
      expect(await seenHeadings(page)).not.toContain(headingFor(user.forbiddenRoute));
    });
  });
}
