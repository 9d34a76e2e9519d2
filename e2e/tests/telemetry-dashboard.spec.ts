import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { telemetryTemplateList, vehicleCreated } from '@shuttle-ops/domain';
import { uniqueSuffix } from '../support/admin.ts';
import { apiSession } from '../support/api-session.ts';
import { artifactPath, mainHeading, sideMenu, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { connectVehicle, telemetrySnapshot, type CreatedVehicle } from '../support/vehicle-link.ts';

/**
 * A service manager builds a dashboard from a new telemetry template, a chart of speed and a
 * gauge of the battery bound to a vehicle, sees the gauge follow the vehicle's telemetry (sent
 * over MQTT as the vehicle would), moves the gauge by dragging it and saves the layout.
 */

const AT = { lat: 51.5736, lon: -1.30395, bearing: 90 };

/** Picks an option of a Mantine Select or MultiSelect, typing part of it where it searches. */
async function pick(scope: Locator, page: Page, label: string, typed: string, option: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multi-select stays open for more choices; Escape closes it.
  if (await page.getByRole('listbox').isVisible()) await input.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Adds a component from the dialog: its kind, the vehicle, then what the kind asks for. */
async function addComponent(
  page: Page,
  kind: string,
  vehicle: string,
  fill: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add component' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a component' });
  await pick(dialog, page, 'Kind', kind, kind);
  await pick(dialog, page, 'Vehicles', vehicle, vehicle);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a service manager builds a live dashboard with a chart and a gauge and saves it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const suffix = uniqueSuffix(testInfo.workerIndex);
  const admin = await apiSession(request, 'admin');
  const created = await admin.post('/dev/v1/vehicles', {
    operation: 'CREATE',
    name: `E2E Dashboard ${suffix}`,
    registration: null,
    status_flag: 'active',
    maxOccupancy: 12,
  });
  expect(created.status()).toBe(201);
  const vehicle: CreatedVehicle = vehicleCreated.parse(await created.json());
  const link = await connectVehicle(baseURL ?? '', vehicle);
  const report = (battery: number) =>
    link.publish(
      'telemetry',
      telemetrySnapshot(vehicle, { at: AT, speed: 12, battery, robotMode: 'DRIVING' }),
    );

  try {
    report(40);
    await signIn(page, demoUser('service-manager'));
    await sideMenu(page).getByRole('link', { name: 'Dashboards', exact: true }).click();
    await expect(mainHeading(page)).toHaveText('Dashboards');

    const name = `Shuttle watch ${suffix}`;
    await page.getByRole('button', { name: 'New dashboard' }).click();
    const naming = page.getByRole('dialog', { name: 'New dashboard' });
    await naming.getByRole('textbox', { name: 'Name' }).fill(name);
    await naming.getByRole('button', { name: 'Create' }).click();
    await expect(mainHeading(page)).toHaveText(name);
    await expect(page.getByTestId('empty-state')).toContainText('No components yet');

    await addComponent(page, 'Time-series chart', vehicle.name, async (dialog) => {
      await pick(dialog, page, 'Measures', 'Speed', 'Speed');
    });
    await addComponent(page, 'Gauge', vehicle.name, async (dialog) => {
      await pick(dialog, page, 'Measure', 'Battery', 'Battery level');
    });
    await expect(page.getByTestId('dashboard-component')).toHaveCount(2);
    await expect(page.getByTestId('dashboard-status')).toHaveText('Live', { timeout: 20_000 });

    // The gauge shows the vehicle's battery, then follows each new report.
    const gauge = page.getByTestId('gauge-value');
    await expect(gauge).toHaveAttribute('data-value', '40', { timeout: 15_000 });
    report(65);
    await expect(gauge).toHaveAttribute('data-value', '65', { timeout: 15_000 });
    await expect(gauge).toContainText('65 %');
    await expect(page.getByTestId('series-chart')).not.toHaveAttribute('data-points', '0');

    // Drag the gauge by its handle to the right of the chart.
    const gaugeFrame = page.locator('[data-testid="dashboard-component"][data-kind="gauge"]');
    const handle = gaugeFrame.locator('.drag-handle');
    const chartBox = await page
      .locator('[data-testid="dashboard-component"][data-kind="time-series"]')
      .boundingBox();
    const handleBox = await handle.boundingBox();
    if (chartBox === null || handleBox === null) throw new Error('the grid is not drawn');
    await page.mouse.move(handleBox.x + 4, handleBox.y + 4);
    await page.mouse.down();
    await page.mouse.move(chartBox.x + chartBox.width + 40, chartBox.y + 10, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.screenshot({ path: artifactPath('telemetry-dashboard.png'), fullPage: true });

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dashboard saved')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();

    const manager = await apiSession(request, 'service-manager');
    const listed = telemetryTemplateList.parse(
      await (
        await manager.get(`/dev/v1/telemetry-templates/search?query=${encodeURIComponent(name)}`)
      ).json(),
    );
    expect(listed.Items).toHaveLength(1);
    const components = listed.Items[0]?.template_data.components ?? [];
    expect(components.map((c) => c.kind)).toEqual(['time-series', 'gauge']);
    const [chart, dial] = components;
    expect(dial?.vehicles).toEqual([vehicle.Vehicle_ID]);
    // Side by side: the gauge starts where the chart ends, on the chart's row.
    expect(dial?.layout.x).toBeGreaterThanOrEqual((chart?.layout.x ?? 0) + (chart?.layout.w ?? 0));
    expect(dial?.layout.y).toBe(0);
  } finally {
    await link.close({ flushTimeoutMs: 500 });
  }
});
