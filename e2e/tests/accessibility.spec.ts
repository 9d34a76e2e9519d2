import { expect, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { artifactPath, mainHeading, sideMenu, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';

test.describe('accessibility (axe-core)', () => {
  test('home has no serious or critical violations', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('login has no serious or critical violations', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(mainHeading(page)).toHaveText('Sign in');
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a signed-in page has no serious or critical violations', async ({ page }, testInfo) => {
    await signIn(page, demoUser('service-manager'));
    await sideMenu(page).getByRole('link', { name: 'Service Dashboard' }).click();
    await expect(mainHeading(page)).toHaveText('Service Dashboard');
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('the dark theme has no serious or critical violations', async ({ page }, testInfo) => {
    await signIn(page, demoUser('remote-operator'));
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await sideMenu(page).getByRole('link', { name: 'Remote Operator' }).click();
    await expect(mainHeading(page)).toHaveText('Remote Operator');
    await page.screenshot({ path: artifactPath('signed-in-dark.png'), fullPage: true });
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
