import { expect, type Page } from '@playwright/test';
import { DEMO_VEHICLES } from '@shuttle-ops/domain';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { clippedTexts, misplacedMarkers, overlappingLabels } from '../support/legibility.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

// The demo as `npm start` runs it (services under the demo drivers, the scenarios' lasting
// conditions), four times faster: a server of its own.
test.use({
  ownSimulatedServer: 'legibility',
  simulatorSettings: { SIM_SERVICES: 'on', SIM_SCENARIOS: 'on', SIM_TIME_SCALE: '4' },
});

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  user: Parameters<typeof demoUser>[0] | null;
  path: string;
  /** Until the screen shows what it is for. */
  ready: (page: Page) => Promise<void>;
  /** Wall mode is for a control room's wall, not a phone. */
  wideOnly?: boolean;
}

const vehicleRows = (page: Page) => page.getByTestId('vehicle-item');

const SCREENS: Screen[] = [
  {
    name: 'dashboard',
    user: 'service-manager',
    path: '/servicedashboard',
    ready: async (page) => {
      await expect(mainHeading(page)).toHaveText('Service Dashboard');
      await expect(vehicleRows(page)).toHaveCount(3, { timeout: 30_000 });
      await expect(page.locator('[data-in-service="true"]')).toHaveCount(2, { timeout: 30_000 });
    },
  },
  {
    name: 'wall',
    user: 'service-manager',
    path: '/servicedashboard?wall=1',
    wideOnly: true,
    ready: async (page) => {
      await expect(page.getByTestId('wall-view')).toBeVisible({ timeout: 20_000 });
      await expect(vehicleRows(page)).toHaveCount(3, { timeout: 30_000 });
    },
  },
  {
    name: 'process-alerts',
    user: 'service-manager',
    path: '/realtimealerts',
    ready: async (page) => {
      await expect(mainHeading(page)).toHaveText('Process Alerts');
      // The first Harwell shuttle's rear door sensor fault lasts: the default filter shows it.
      await expect(
        page.getByTestId('alarm-row').filter({ hasText: 'DOR-402' }).first(),
      ).toBeVisible({ timeout: 60_000 });
    },
  },
  {
    name: 'remote-control',
    user: 'remote-operator',
    path: '/operator/control',
    ready: async (page) => {
      await expect(mainHeading(page)).toHaveText('Remote Operator', { timeout: 30_000 });
      await expect(page.getByText(DEMO_VEHICLES[0]!.name).first()).toBeVisible();
    },
  },
  {
    name: 'operator',
    user: 'operator',
    path: '/operator',
    ready: async (page) => {
      await expect(mainHeading(page)).toHaveText('Operator', { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Start a service' })).toBeVisible();
    },
  },
  {
    name: 'shuttle',
    user: null,
    path: '/shuttle',
    ready: async (page) => {
      await expect(mainHeading(page)).toHaveText('Track the shuttle');
      await expect(page.getByRole('heading', { name: DEMO_VEHICLES[0]!.name })).toBeVisible({
        timeout: 30_000,
      });
    },
  },
];

for (const size of SIZES) {
  test(`no key text is cut, no map labels overlap and every map marker sits on its place at ${size.width}x${size.height}, light and dark`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    let signedInAs: string | null = null;
    const problems: string[] = [];
    for (const screen of SCREENS) {
      if (screen.wideOnly && size.width < 1024) continue;
      if (screen.user !== null && screen.user !== signedInAs) {
        await signIn(page, demoUser(screen.user));
        signedInAs = screen.user;
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(screen.path);
        await screen.ready(page);
        const cut = [
          ...(await clippedTexts(page)),
          ...(await misplacedMarkers(page)),
          ...(await overlappingLabels(page)),
        ];
        problems.push(...cut.map((what) => `${screen.name} (${colorScheme}): ${what}`));
        await page.screenshot({
          path: testInfo.outputPath(
            `${screen.name}-${size.width}x${size.height}-${colorScheme}.png`,
          ),
        });
      }
    }
    expect(problems).toEqual([]);
  });
}
