import { expect, test } from '@playwright/test';
import {
  expectScreen,
  fillSignIn,
  mainHeading,
  sideMenu,
  signInThroughForm,
  signOut,
} from '../support/console.ts';
import { DEMO_PASSWORD, demoUser } from '../support/demo-users.ts';

test.describe('sign-in', () => {
  test('a wrong password shows "Incorrect username or password." until closed', async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves on: no 3.5 s of waiting.
    await page.clock.install();
    await page.goto('/login');
    await fillSignIn(page, 'content-manager', 'not-the-password');
    const toast = page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' });
    await expect(toast).toBeVisible();
    // Authentication errors are not auto-dismissed (the shell's other toasts close after 3 s).
    await page.clock.runFor(3_500);
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Close message' }).click();
    await expect(toast).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown user gets the same message as a wrong password', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'nobody-by-this-name', 'whatever-password');
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
  });

  test('empty fields are refused with the identity service messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();
  });

  test('forgot password asks for a code, then for the code and a new password', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('campus-operator');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('campus-operator');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Confirmation code')).toBeVisible();
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Confirmation code cannot be empty')).toBeVisible();
    await page.getByLabel('Confirmation code').fill('000000');
    await page.getByLabel('New password', { exact: true }).fill('Another-Harwell-Password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    // A wrong code is the server's message, shown as given, in a persistent error toast.
    await expect(page.getByRole('alert')).toContainText(/code/i);
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a protected route sends a visitor to sign in, and back after signing in', async ({
    page,
  }) => {
    await page.goto('/admin/vehicle');
    await expect(page).toHaveURL(/\/login$/);
    await expect(mainHeading(page)).toHaveText('Sign in');
    await fillSignIn(page, 'customer-admin', DEMO_PASSWORD);
    await expectScreen(page, '/admin/vehicle');
  });

  test('the session survives a reload of the page', async ({ page }) => {
    const user = demoUser('service-manager');
    await signInThroughForm(page, user);
    await page.goto('/servicedashboard');
    await page.reload();
    await expectScreen(page, '/servicedashboard');
    await expect(page.getByRole('button', { name: user.displayName, exact: true })).toBeVisible();
  });
});

test.describe('sign-out', () => {
  test('returns to / with session storage empty and the session revoked', async ({
    page,
    request,
  }) => {
    const user = demoUser('operator');
    await signInThroughForm(page, user);
    await sideMenu(page).getByRole('link', { name: 'Service History' }).click();
    await expectScreen(page, '/servicehistory');
    const stored = await page.evaluate(() => sessionStorage.getItem('shuttle-ops.tokens'));
    expect(stored).not.toBeNull();
    const { refreshToken } = JSON.parse(stored ?? '{}') as { refreshToken: string };

    await signOut(page, user);

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    const refresh = await request.post('/auth/refresh', { data: { RefreshToken: refreshToken } });
    expect(refresh.status()).toBe(401);

    // Signed out, a protected page asks for sign-in again.
    await page.goto('/servicehistory');
    await expect(page).toHaveURL(/\/login$/);
  });
});
