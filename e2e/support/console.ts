import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, headingFor } from './demo-users.ts';
import type { DemoUser, MenuSectionExpectation } from './demo-users.ts';

export const NOT_PERMITTED = 'You are not permitted to view this page.';

/** Screenshots kept as test artifacts (e2e/artifacts/). */
export function artifactPath(name: string): string {
  return fileURLToPath(new URL(`../artifacts/${name}`, import.meta.url));
}

export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Side menu' });
}

export function mainHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the login page and waits for the top navigation to name the user. */
export async function signInThroughForm(
  page: Page,
  user: DemoUser,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, user.username, password);
  await expect(page.getByRole('button', { name: user.displayName, exact: true })).toBeVisible();
}

/** What the console keeps in sessionStorage after a sign-in (apps/web's token storage). */
const TOKENS_KEY = 'shuttle-ops.tokens';

interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * Sign-ins of this worker, by server and user. Access tokens last an hour and the console
 * refreshes them ten minutes before they expire: tokens are reused for half an hour, so a test
 * never depends on a refresh token another test's sign-out revoked.
 */
const signIns = new Map<string, { tokens: StoredTokens; at: number }>();
const REUSE_TOKENS_MS = 30 * 60_000;

async function tokensFor(
  page: Page,
  origin: string,
  username: string,
  password: string,
): Promise<StoredTokens> {
  const key = `${origin} ${username} ${password}`;
  const known = signIns.get(key);
  if (known !== undefined && Date.now() - known.at < REUSE_TOKENS_MS) return known.tokens;
  const answer = await page.request.post(`${origin}/auth/signin`, {
    data: { username, password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { AuthenticationResult: result } = (await answer.json()) as {
    AuthenticationResult: {
      IdToken: string;
      AccessToken: string;
      RefreshToken: string;
      ExpiresIn: number;
    };
  };
  const at = Date.now();
  const tokens: StoredTokens = {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
    expiresAt: at + result.ExpiresIn * 1000,
  };
  signIns.set(key, { tokens, at });
  return tokens;
}

/**
 * Signs in as the login page would, without its page load and form: the worker signs in once per
 * user through the API, each test's tab gets the tokens in its sessionStorage (Playwright's
 * `storageState` does not keep sessionStorage), then the user's work screen opens and the top
 * navigation names the user. sign-in.spec.ts and landing.spec.ts go through the real form
 * (`signInThroughForm`).
 */
export async function signIn(page: Page, user: DemoUser, password = DEMO_PASSWORD): Promise<void> {
  // A page of the console's origin, light to load, so its sessionStorage can be written.
  await page.goto('/healthz');
  const origin = new URL(page.url()).origin;
  const tokens = await tokensFor(page, origin, user.username, password);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    TOKENS_KEY,
    JSON.stringify(tokens),
  ] as const);
  await page.goto(user.landing);
  await expect(page.getByRole('button', { name: user.displayName, exact: true })).toBeVisible();
}

export async function signOut(page: Page, user: DemoUser): Promise<void> {
  await page.getByRole('button', { name: user.displayName, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signed out once the header offers to sign in again.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
}

/** The side menu as shown: each section heading with its item labels, in order. */
export async function readSideMenu(page: Page): Promise<MenuSectionExpectation[]> {
  return sideMenu(page)
    .locator('section')
    .evaluateAll((sections) =>
      sections.map((section) => ({
        title: section.querySelector('h2')?.textContent?.trim() ?? '',
        items: Array.from(section.querySelectorAll('a'), (link) => link.textContent?.trim() ?? ''),
      })),
    );
}

/** The screen at `path` is open: its heading is shown and nothing says it is refused. */
export async function expectScreen(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(mainHeading(page)).toHaveText(headingFor(path));
  await expect(page.getByText(NOT_PERMITTED)).toHaveCount(0);
}

/** Records every level-1 heading that ever appears, to prove a refused page never flashes. */
export async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent?.trim() ?? '';
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function seenHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}
