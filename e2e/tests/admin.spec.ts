import { expect, test } from '@playwright/test';
import { DEMO_VEHICLES } from '@shuttle-ops/domain';
import {
  chooseOption,
  clickMap,
  dialog,
  findRow,
  mapReady,
  uniqueSuffix,
} from '../support/admin.ts';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { artifactPath, fillSignIn, mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { makePng } from '../support/png.ts';

const darwinVehicles = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin').map((v) => v.name);
const campusVehicles = DEMO_VEHICLES.filter((v) => v.customer === 'Campus Mobility').map(
  (v) => v.name,
);

test.describe('administration', () => {
  test('an admin creates a bus stop, a route through it, a vehicle with an icon and a user, who then sets a new password', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const run = uniqueSuffix(testInfo.workerIndex);
    const stopName = `E2E Stop ${run}`;
    const routeName = `E2E Route ${run}`;
    const vehicleName = `E2E Shuttle ${run}`;
    const username = `e2e-user-${run}`;
    const displayName = `E2E User ${run}`;
    const temporaryPassword = `Harwell-Temporary-${run}`;
    const ownPassword = `Harwell-Own-Choice-${run}`;

    await signIn(page, demoUser('admin'));

    // A bus stop, placed by clicking the map.
    await page.goto('/admin/busstop');
    await expect(mainHeading(page)).toHaveText('Bus Stops');
    await page.getByRole('button', { name: 'New bus stop' }).click();
    const stopForm = dialog(page, 'New bus stop');
    await stopForm.getByRole('textbox', { name: 'Name', exact: true }).fill(stopName);
    await stopForm.getByRole('textbox', { name: 'Label', exact: true }).fill('E2');
    await stopForm.getByRole('combobox', { name: 'Direction', exact: true }).fill('northbound');
    const stopMap = await mapReady(stopForm);
    await clickMap(stopMap, 0.45, 0.55);
    const latitude = stopForm.getByRole('textbox', { name: 'Latitude', exact: true });
    const longitude = stopForm.getByRole('textbox', { name: 'Longitude', exact: true });
    await expect(latitude).not.toHaveValue('');
    const lat = Number(await latitude.inputValue());
    const lon = Number(await longitude.inputValue());
    // The Harwell site (HARWELL_SITE.bounds).
    expect(lat).toBeGreaterThan(51.568);
    expect(lat).toBeLessThan(51.583);
    expect(lon).toBeGreaterThan(-1.325);
    expect(lon).toBeLessThan(-1.292);
    await stopForm.getByRole('button', { name: 'Create bus stop' }).click();
    await expect(stopForm).toBeHidden();
    const stopRow = await findRow(page, stopName);
    await expect(stopRow).toContainText(lat.toFixed(6));

    // A route through the new stop and two of the campus stops; the path snapped through them.
    await page.goto('/admin/route');
    await expect(mainHeading(page)).toHaveText('Routes');
    await page.getByRole('button', { name: 'New route' }).click();
    const routeForm = dialog(page, 'New route');
    await routeForm.getByRole('textbox', { name: 'Name', exact: true }).fill(routeName);
    await routeForm
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Made by the browser test');
    await routeForm.getByRole('radio', { name: 'Line' }).check();
    const addStop = routeForm.getByRole('combobox', { name: 'Add a stop' });
    await chooseOption(page, addStop, 'Main Gate', 'H1 Main Gate');
    await chooseOption(page, addStop, 'Fermi', 'H2 Fermi Avenue');
    await chooseOption(page, addStop, stopName, `E2 ${stopName}`);
    const stops = routeForm.getByRole('list', { name: 'Route stops' }).getByRole('listitem');
    await expect(stops).toHaveText([/H1 Main Gate/, /H2 Fermi Avenue/, new RegExp(stopName)]);
    // Reorder from the keyboard: the new stop becomes the second.
    await routeForm.getByRole('button', { name: `Move E2 ${stopName}, stop 3 up` }).focus();
    await page.keyboard.press('Enter');
    await expect(stops).toHaveText([/H1 Main Gate/, new RegExp(stopName), /H2 Fermi Avenue/]);
    await expect(
      routeForm.getByRole('button', { name: `Move E2 ${stopName}, stop 2 up` }),
    ).toBeFocused();

    const routeMap = await mapReady(routeForm);
    const summary = routeForm.getByTestId('path-summary');
    await expect(summary).toHaveText('No path yet');
    await routeForm.getByRole('button', { name: 'Snap path through stops' }).click();
    await expect(summary).toHaveText(/^\d+ points, \d+\.\d\d km$/);
    const snapped = Number((await summary.textContent())?.split(' ')[0]);
    expect(snapped).toBeGreaterThanOrEqual(3);
    // One more point, drawn on the map; dragged elsewhere, removed with a double click there,
    // and drawn again.
    const points = (count: number) => new RegExp(`^${count} points`);
    const canvas = await routeMap.locator('canvas').boundingBox();
    if (canvas === null) throw new Error('the route map has no canvas');
    const from = { x: canvas.x + canvas.width * 0.8, y: canvas.y + canvas.height * 0.2 };
    const to = { x: canvas.x + canvas.width * 0.7, y: canvas.y + canvas.height * 0.35 };
    /** The map's pixels around a point of the page, to see when it has drawn something there. */
    const pixelsAt = (at: { x: number; y: number }) =>
      page.screenshot({ clip: { x: at.x - 8, y: at.y - 8, width: 16, height: 16 } });
    /** Waits until the map has drawn something new at a point. */
    const drawnAt = async (at: { x: number; y: number }, before: Buffer) =>
      expect.poll(async () => (await pixelsAt(at)).equals(before)).toBe(false);
    const blank = await pixelsAt(from);
    await clickMap(routeMap, 0.8, 0.2);
    await expect(summary).toHaveText(points(snapped + 1));
    // The map has drawn the new point before it is grabbed.
    await drawnAt(from, blank);
    const firstStop = routeMap.getByText('1 · H1', { exact: true });
    const before = await firstStop.boundingBox();
    const emptyTarget = await pixelsAt(to);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
    await expect(summary).toHaveText(points(snapped + 1));
    // The point moved, not the map.
    expect(await firstStop.boundingBox()).toEqual(before);
    // The map has drawn the point where it was dropped before it is double-clicked there.
    await drawnAt(to, emptyTarget);
    await page.mouse.dblclick(to.x, to.y);
    await expect(summary).toHaveText(points(snapped));
    await clickMap(routeMap, 0.8, 0.2);
    await expect(summary).toHaveText(points(snapped + 1));
    await page.screenshot({ path: artifactPath('admin-route-editor.png') });
    await routeForm.getByRole('button', { name: 'Create route' }).click();
    await expect(routeForm).toBeHidden();
    const routeRow = await findRow(page, routeName);
    await expect(routeRow.getByRole('cell').nth(3)).toHaveText('3');

    // A vehicle with an icon; its MQTT credentials are shown once.
    await page.goto('/admin/vehicle');
    await expect(mainHeading(page)).toHaveText('Vehicles');
    await page.getByRole('button', { name: 'New vehicle' }).click();
    const vehicleForm = dialog(page, 'New vehicle');
    await vehicleForm.getByRole('textbox', { name: 'Name', exact: true }).fill(vehicleName);
    await vehicleForm.getByRole('textbox', { name: 'Registration', exact: true }).fill('E2E 26');
    await vehicleForm.getByRole('textbox', { name: 'Seats', exact: true }).fill('12');
    await vehicleForm.getByRole('textbox', { name: 'Wheelchair spaces', exact: true }).fill('1');
    const chooser = page.waitForEvent('filechooser');
    await vehicleForm.getByRole('button', { name: 'Choose icon…' }).click();
    await (
      await chooser
    ).setFiles({ name: 'icon.png', mimeType: 'image/png', buffer: makePng(48, [54, 79, 199]) });
    await expect(vehicleForm.getByRole('img', { name: 'Preview of the new icon' })).toBeVisible();
    await vehicleForm.getByRole('button', { name: 'Create vehicle' }).click();

    const credentials = dialog(page, `MQTT credentials of ${vehicleName}`);
    await expect(credentials).toBeVisible();
    await expect(credentials).toContainText('They will not be shown again');
    const mqttUsername = await credentials.getByTestId('secret-username').textContent();
    const mqttPassword = await credentials.getByTestId('secret-password').textContent();
    expect(mqttUsername).toMatch(/^veh-[0-9a-f-]{36}$/);
    expect(mqttPassword?.length ?? 0).toBeGreaterThanOrEqual(16);
    await expect(credentials.getByRole('button', { name: 'Copy the password' })).toBeVisible();
    await credentials.getByRole('button', { name: 'I have stored them' }).click();
    await expect(credentials).toBeHidden();

    const vehicleRow = await findRow(page, vehicleName);
    const icon = vehicleRow.getByRole('img', { name: `Icon of ${vehicleName}` });
    await expect(icon).toBeVisible();
    // The icon came through its signed link.
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(vehicleRow).toContainText(mqttUsername?.slice(0, 12) ?? 'veh-');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(page.getByRole('row').filter({ hasText: vehicleName })).toHaveCount(1);
    await page.screenshot({ path: artifactPath('admin-vehicles.png'), fullPage: true });

    // A user in the operator group with a temporary password.
    await page.goto('/admin/users');
    await expect(mainHeading(page)).toHaveText('Users');
    await page.getByRole('button', { name: 'New user' }).click();
    const userForm = dialog(page, 'New user');
    await userForm.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await userForm
      .getByRole('textbox', { name: 'E-mail', exact: true })
      .fill(`${username}@example.com`);
    await userForm.getByRole('textbox', { name: 'Display name', exact: true }).fill(displayName);
    await chooseOption(
      page,
      userForm.getByRole('combobox', { name: 'Groups', exact: true }),
      'oper',
      'Operator',
    );
    await userForm.getByRole('radio', { name: 'Set one myself' }).check();
    await userForm.getByLabel('Temporary password').fill(temporaryPassword);
    await userForm.getByRole('button', { name: 'Create user' }).click();
    await expect(userForm).toBeHidden();
    const userRow = await findRow(page, username);
    await expect(userRow).toContainText('Operator');
    await expect(userRow).toContainText('Must set a password');

    // The new user signs in elsewhere, sets their own password and is signed in.
    const elsewhere = await browser.newContext();
    try {
      const userPage = await elsewhere.newPage();
      await userPage.goto('/login');
      await fillSignIn(userPage, username, temporaryPassword);
      await userPage.getByLabel('New password', { exact: true }).fill(ownPassword);
      await userPage.getByLabel('Repeat the new password', { exact: true }).fill(ownPassword);
      await userPage.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(userPage.getByRole('button', { name: displayName, exact: true })).toBeVisible();
      await expect(
        userPage
          .getByRole('navigation', { name: 'Side menu' })
          .getByRole('link', { name: 'Operator' }),
      ).toBeVisible();
    } finally {
      await elsewhere.close();
    }
    await page.reload();
    await expect(await findRow(page, username)).toContainText('Confirmed');
  });

  test("a customer admin sees Campus Mobility's vehicles and none of Darwin's", async ({
    page,
  }) => {
    await signIn(page, demoUser('customer-admin'));
    await page.goto('/admin/vehicle');
    await expect(mainHeading(page)).toHaveText('Vehicles');
    const table = page.getByRole('table', { name: 'Vehicles' });
    for (const name of campusVehicles) {
      await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    }
    for (const name of darwinVehicles) {
      await expect(table.getByText(name)).toHaveCount(0);
    }
    // Only the platform owner's admins choose another customer.
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
    // Searching for a Darwin vehicle finds nothing either.
    await page.getByRole('searchbox', { name: 'Search' }).fill(darwinVehicles[0] ?? 'Harwell');
    await expect(page.getByTestId('empty-state')).toContainText('Nothing found');
  });

  test('a table sorts by a clicked header and the forms name what is wrong', async ({ page }) => {
    await signIn(page, demoUser('admin'));
    await page.goto('/admin/busstop');
    const table = page.getByRole('table', { name: 'Bus stops' });
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('row').nth(1)).toContainText('Curie Avenue');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1)).toContainText('Thomson Avenue');

    await page.goto('/admin/vehicle');
    await page.getByRole('button', { name: 'New vehicle' }).click();
    const form = dialog(page, 'New vehicle');
    await form.getByRole('textbox', { name: 'Seats', exact: true }).fill('4');
    await form.getByRole('textbox', { name: 'Wheelchair spaces', exact: true }).fill('6');
    await form.getByRole('button', { name: 'Create vehicle' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Wheelchair spaces may not exceed the seats')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('on a 768 px tablet tables scroll sideways and forms take the full width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page, demoUser('admin'));
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row').filter({ hasText: 'content-manager' })).toHaveCount(1);
    // The table scrolls inside its container; the page itself does not get wider.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(768);
    const scrolls = await table.evaluate((element) => {
      const container = element.closest('.mantine-TableScrollContainer-scrollContainer');
      return container !== null && container.scrollWidth > container.clientWidth;
    });
    expect(scrolls).toBe(true);
    await page.getByRole('button', { name: 'New user' }).click();
    const form = dialog(page, 'New user');
    await expect(form).toBeVisible();
    const box = await form.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(768);
  });
});

test.describe('administration accessibility (axe-core)', () => {
  test('the vehicles screen has no serious or critical violations', async ({ page }, testInfo) => {
    await signIn(page, demoUser('admin'));
    await page.goto('/admin/vehicle');
    await expect(page.getByRole('table', { name: 'Vehicles' }).getByRole('row')).not.toHaveCount(0);
    let violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: 'New vehicle' }).click();
    await expect(dialog(page, 'New vehicle')).toBeVisible();
    violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('the routes screen and its editor have no serious or critical violations', async ({
    page,
  }, testInfo) => {
    await signIn(page, demoUser('admin'));
    await page.goto('/admin/route');
    await expect(page.getByRole('row').filter({ hasText: 'Harwell Campus Loop' })).toHaveCount(1);
    let violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: 'Edit Harwell Campus Loop' }).click();
    const editor = dialog(page, 'Edit Harwell Campus Loop');
    await mapReady(editor);
    violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  for (const { path, table, create } of [
    { path: '/admin/customer', table: 'Customers', create: 'New customer' },
    { path: '/admin/users', table: 'Users', create: 'New user' },
    { path: '/admin/busstop', table: 'Bus stops', create: 'New bus stop' },
  ]) {
    test(`${path} and its form have no serious or critical violations`, async ({
      page,
    }, testInfo) => {
      await signIn(page, demoUser('admin'));
      await page.goto(path);
      await expect(page.getByRole('table', { name: table }).getByRole('row')).not.toHaveCount(0);
      let violations = await seriousViolations(page, testInfo);
      expect(violations, describeViolations(violations)).toEqual([]);

      await page.getByRole('button', { name: create }).click();
      await expect(dialog(page, create)).toBeVisible();
      violations = await seriousViolations(page, testInfo);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});
