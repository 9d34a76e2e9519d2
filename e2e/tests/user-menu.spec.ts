import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiToken, createFreshCustomer, createFreshUser } from '../support/accounts.ts';
import { expectScreen, fillSignIn, signIn, signOut } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import type { DemoUser } from '../support/demo-users.ts';
import { makePng } from '../support/png.ts';

/** The confirmation shows, then closes by itself (it sits over the user menu's lower items). */
async function confirmed(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
}

async function openUserMenuItem(page: Page, user: DemoUser, item: string): Promise<void> {
  await page.getByRole('button', { name: user.displayName, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('the profile names the user, the role and the customer', async ({ page }) => {
  const user = demoUser('customer-admin');
  await signIn(page, user);
  await openUserMenuItem(page, user, 'Profile');
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByRole('row', { name: /^Username/ })).toContainText('customer-admin');
  await expect(dialog.getByRole('row', { name: /^Role/ })).toContainText('Customer Admin');
  await expect(dialog.getByRole('row', { name: /^Customer/ })).toContainText('Campus Mobility');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a user changes the password and signs in with the new one', async ({
  page,
  request,
}, testInfo) => {
  // Several sign-ins, each with its own page load.
  test.slow();
  const user = await createFreshUser(request, testInfo.workerIndex);
  const newPassword = `${user.password}-Changed`;
  await signIn(page, user, user.password);

  await openUserMenuItem(page, user, 'Change password');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Repeat the new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your current password is not correct.');

  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
  ).toBeVisible();

  await signOut(page, user);
  await page.goto('/login');
  await fillSignIn(page, user.username, user.password);
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
  await page.goto('/login');
  await fillSignIn(page, user.username, newPassword);
  await expectScreen(page, user.landing);
});

test('a user sets up an authenticator app and signs in with its code', async ({
  page,
  request,
}, testInfo) => {
  // Several sign-ins, each with its own page load.
  test.slow();
  const user = await createFreshUser(request, testInfo.workerIndex);
  await signIn(page, user, user.password);

  await openUserMenuItem(page, user, 'Authenticator app');
  const dialog = page.getByRole('dialog', { name: 'Authenticator app' });
  await dialog.getByRole('button', { name: 'Set up an app' }).click();
  const qr = dialog.getByRole('img', { name: 'QR code to scan with your app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const otpauth = await qr.getAttribute('data-otpauth');
  const secret = new URL(otpauth ?? '').searchParams.get('secret') ?? '';
  expect(secret).not.toBe('');
  await expect(dialog.getByTestId('totp-secret')).toHaveAttribute('data-secret', secret);
  await page.screenshot({ path: testInfo.outputPath('authenticator-setup.png') });

  const now = Math.floor(Date.now() / 1000);
  await dialog.getByLabel(/six-digit code/).fill(await generate({ secret, epoch: now }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await confirmed(page, 'Your authenticator app is set up.');

  await signOut(page, user);
  await page.goto('/login');
  await fillSignIn(page, user.username, user.password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  // Each code signs in once: the next one, within the server's allowance for clock drift.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectScreen(page, user.landing);
});

test('the header shows the customer’s logo when it has one', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const customer = await createFreshCustomer(request, testInfo.workerIndex);
  const user = await createFreshUser(request, testInfo.workerIndex, {
    groups: ['content_manager'],
    customerId: customer.id,
  });
  await signIn(page, user, user.password);
  await expectScreen(page, '/admin');
  await expect(page.getByTestId('customer-logo')).toHaveCount(0);

  const admin = await apiToken(request, 'admin');
  const uploaded = await request.post(`/dev/v1/customers/${customer.id}/logo`, {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      file: { name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, [20, 90, 160]) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await page.reload();
  const logo = page.getByRole('banner').getByRole('img', { name: `${customer.name} logo` });
  // After the reload the console starts again and restores the session first.
  await expect(logo).toBeVisible({ timeout: 30_000 });
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('header-customer-logo.png') });
});
