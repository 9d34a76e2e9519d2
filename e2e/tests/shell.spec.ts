import { expect, test } from '@playwright/test';
import { artifactPath, mainHeading, sideMenu, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';

test.describe('console shell', () => {
  test('the page has the shuttle tracker title, noindex, a fixed viewport and a theme colour', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Shuttle Tracker');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /user-scalable=no/,
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  });

  test('home shows the top navigation, the partners section and the footer year', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/#features');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await page.screenshot({ path: artifactPath('home.png'), fullPage: true });
    await nav.getByRole('link', { name: 'Partners' }).click();
    await expect(page.getByRole('heading', { name: 'Features and partners' })).toBeInViewport();
  });

  test('the navigation bar is plain on / and /about and grey elsewhere', async ({ page }) => {
    const header = page.getByRole('banner');
    await page.goto('/');
    await expect(header).toHaveAttribute('data-nav-style', 'plain');
    await page.getByRole('link', { name: 'About Us' }).click();
    await expect(mainHeading(page)).toHaveText('About Us');
    await expect(header).toHaveAttribute('data-nav-style', 'plain');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(mainHeading(page)).toHaveText('Sign in');
    await expect(header).toHaveAttribute('data-nav-style', 'grey');
    await page.screenshot({ path: artifactPath('login.png'), fullPage: true });
  });

  test('a signed-in page shows the user, the side menu and an empty state', async ({ page }) => {
    const user = demoUser('admin');
    await signIn(page, user);
    // A search of the dashboards that finds nothing says so.
    await sideMenu(page).getByRole('link', { name: 'Dashboards', exact: true }).click();
    await expect(mainHeading(page)).toHaveText('Dashboards');
    await page.getByRole('textbox', { name: 'Search' }).fill('No such dashboard');
    await expect(page.getByTestId('empty-state')).toContainText('No dashboard matches');
    const box = await page.locator('#side-menu').boundingBox();
    expect(box?.width).toBe(300);
    await page.screenshot({ path: artifactPath('signed-in-dashboards.png'), fullPage: true });
  });

  test('signed-in staff find the site pages in a menu, not in the bar', async ({ page }) => {
    await signIn(page, demoUser('service-manager'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Site pages' }).click();
    await expect(page.getByRole('menuitem', { name: 'Partners' })).toHaveAttribute(
      'href',
      '/#features',
    );
    await page.getByRole('menuitem', { name: 'About Us' }).click();
    await expect(mainHeading(page)).toHaveText('About Us');
  });

  test('the dark theme is kept across reloads', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('on a 768 px tablet the side menu is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const user = demoUser('service-manager');
    await signIn(page, user);
    await expect(sideMenu(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show side menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Process Alerts' }).click();
    await expect(drawer).toBeHidden();
    await expect(mainHeading(page)).toHaveText('Process Alerts');
    await page.screenshot({ path: artifactPath('tablet-process-alerts.png') });
  });

  test('the side menu can be reached and used with the keyboard', async ({ page }) => {
    await signIn(page, demoUser('operator'));
    const link = sideMenu(page).getByRole('link', { name: 'Service Dashboard' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(mainHeading(page)).toHaveText('Service Dashboard');
  });

  test('a full-screen loading overlay covers a slow route change until it completes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    // Hold back the About page's code, so the route change takes a noticeable time.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/about-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click();
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('status')).toHaveText('Loading…');
    release();
    await expect(mainHeading(page)).toHaveText('About Us');
    await expect(overlay).toHaveCount(0);
  });

  test('an unknown address shows a not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(mainHeading(page)).toHaveText('Page not found');
  });
});
