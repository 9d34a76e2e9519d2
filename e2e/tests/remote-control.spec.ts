import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_VEHICLES, HARWELL_SITE, type Mission } from '@shuttle-ops/domain';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { artifactPath, mainHeading, signIn } from '../support/console.ts';
import { DEMO_PASSWORD, demoUser } from '../support/demo-users.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

const shuttle = DEMO_VEHICLES.find((v) => v.customer === 'Darwin')!;

const speedOf = (text: string | null) => Number.parseFloat(text ?? '');

test.describe.configure({ mode: 'serial' });

test('the remote operator stops a moving shuttle and sees it stopped', async ({
  page,
}, testInfo) => {
  // The shuttle first serves its stop (up to about 45 s) before it drives.
  test.setTimeout(180_000);
  // The shuttle's telemetry as it reaches the page (its messages carry its id).
  let messages = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes(shuttle.Vehicle_ID)) messages += 1;
    }),
  );
  await signIn(page, demoUser('remote-operator'));
  await page.goto('/operator/control');
  await expect(mainHeading(page)).toHaveText('Remote Operator');

  const stop = page.getByRole('button', { name: /^Stop/ });
  await expect(stop).toBeVisible();
  await expect(stop).toBeDisabled();

  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: shuttle.name }).click();
  await expect(page).toHaveURL(new RegExp(`vehicle=${shuttle.Vehicle_ID}`));
  const speed = page.getByTestId('live-speed');
  await expect
    .poll(async () => speedOf(await speed.textContent()), { timeout: 120_000, intervals: [500] })
    .toBeGreaterThan(0);

  // One click, no confirmation; reachable from the keyboard.
  const stopShuttle = page.getByRole('button', { name: `Stop ${shuttle.name}`, exact: true });
  await stopShuttle.focus();
  await expect(stopShuttle).toBeFocused();
  await page.keyboard.press('Enter');

  const outcome = page.getByTestId('command-outcomes').locator('tr[data-command="move/stop"]');
  await expect(outcome.getByTestId('outcome-state')).toHaveText('Executed', { timeout: 20_000 });
  await expect(speed).toHaveText('0.0 km/h', { timeout: 10_000 });
  await page.screenshot({ path: artifactPath('remote-control-stopped.png'), fullPage: true });
  const violations = await seriousViolations(page, testInfo);
  expect(violations, describeViolations(violations)).toEqual([]);

  // Held: it is still standing a few telemetry messages later.
  const age = page.getByTestId('telemetry-age');
  await expect(age).toHaveText(/Telemetry [0-4] s ago/);
  const heard = messages;
  await expect.poll(() => messages - heard, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect(speed).toHaveText('0.0 km/h');
  await expect(age).toHaveText(/Telemetry [0-4] s ago/);

  // The other commands ask first.
  await page.getByRole('button', { name: 'Open doors' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Open doors: ${shuttle.name}?`);
  await dialog.getByRole('button', { name: 'Open doors now' }).click();
  await expect(
    page
      .getByTestId('command-outcomes')
      .locator('tr[data-command="door/open"]')
      .getByTestId('outcome-state'),
  ).toHaveText('Executed', { timeout: 20_000 });
  await expect(page.getByTestId('live-doors')).toHaveText('OPEN', { timeout: 10_000 });
});

test('an administrator reads the command in the command log', async ({ page }) => {
  await signIn(page, demoUser('admin'));
  await page.goto('/admin/commandlog');
  await expect(mainHeading(page)).toHaveText('Command Log');
  const table = page.getByRole('table', { name: 'Commands' });
  // The command in words (move/stop on the wire).
  const stopRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Stop', exact: true }) });
  await expect(stopRow.first()).toContainText('executed');
  await expect(stopRow.first()).toContainText('remote-operator');
  await expect(stopRow.first()).toContainText(shuttle.name);

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'rejected', exact: true }).click();
  await expect(page.getByText('No commands')).toBeVisible();
});

/** Sends the shuttle to a station through the mission API, as the remote operator. */
async function requestMission(request: APIRequestContext, stationId: string): Promise<Mission> {
  const signin = await request.post('/auth/signin', {
    data: { username: 'remote-operator', password: DEMO_PASSWORD },
  });
  const { AuthenticationResult } = (await signin.json()) as {
    AuthenticationResult: { AccessToken: string };
  };
  const headers = { authorization: `Bearer ${AuthenticationResult.AccessToken}` };
  const site = HARWELL_SITE.mission_site_id;
  const body = { vehicle_id: shuttle.Vehicle_ID, station_id: stationId };
  // The shuttle must have reported a position, or it could not answer the request.
  await expect
    .poll(
      async () => {
        const draft = await request.post(`/dev/v1/missionapi/draft/station/${site}`, {
          headers,
          data: body,
        });
        return ((await draft.json()) as { from: unknown }).from !== null;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  const res = await request.post(`/dev/v1/missionapi/request/station/${site}`, {
    headers,
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Mission;
}

test('an administrator reads a requested mission in the Missions view', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const mission = await requestMission(request, 'HWL-ST-02');
  expect(mission.station_name).toBe('Innovation Centre');

  await signIn(page, demoUser('admin'));
  await page.goto('/admin/commandlog');
  await expect(mainHeading(page)).toHaveText('Command Log');
  // The views are tabs: reachable and switched from the keyboard.
  const commandsTab = page.getByRole('tab', { name: 'Commands' });
  await expect(commandsTab).toHaveAttribute('aria-selected', 'true');
  await commandsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Missions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/[?&]view=missions/);

  const table = page.getByRole('table', { name: 'Missions' });
  const row = table.getByRole('row').filter({ hasText: 'Innovation Centre' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(shuttle.name);
  await expect(row).toContainText('remote-operator');
  const violations = await seriousViolations(page, testInfo);
  expect(violations, describeViolations(violations)).toEqual([]);

  // A reload keeps the view; a filter that matches nothing empties it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Missions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(row).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Station' }).click();
  await page.getByRole('option', { name: 'Depot', exact: true }).click();
  await expect(page.getByText('No missions')).toBeVisible();
});
