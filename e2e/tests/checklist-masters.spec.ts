import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { dialog, findRow, uniqueSuffix } from '../support/admin.ts';
import { apiSession } from '../support/api-session.ts';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { makePng } from '../support/png.ts';

test.use({ viewport: { width: 1024, height: 768 } });

/** Picks an option of a (not searchable) Mantine Select. */
async function pick(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

test('an admin builds a checklist master, edits it into version 2 and retires it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = uniqueSuffix(testInfo.workerIndex);
  const name = `E2E Checklist ${run}`;
  // A vehicle of its own, so the new master gates no service of another test.
  const admin = await apiSession(request, 'admin');
  const vehicleName = `E2E Checklist Shuttle ${run}`;
  const created = await admin.post('/dev/v1/vehicles', {
    operation: 'CREATE',
    name: vehicleName,
    status_flag: 'active',
    maxOccupancy: 8,
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, demoUser('admin'));
  await page.goto('/admin/checklists');
  await expect(mainHeading(page)).toHaveText('Checklists');
  await page.getByRole('button', { name: 'New checklist' }).click();
  const form = dialog(page, 'New checklist');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Made by the browser test');
  // Searchable multi-selects open on focus, so the choice is closed by clicking elsewhere.
  const vehicles = form.getByRole('combobox', { name: 'Vehicles', exact: true });
  await vehicles.click();
  await vehicles.fill(run);
  await page.getByRole('option', { name: vehicleName, exact: true }).click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(form.getByText('Applies to the chosen vehicles')).toBeVisible();

  const section = form.getByRole('listitem', { name: 'Section 1' });
  await section.getByRole('textbox', { name: 'Section title', exact: true }).fill('Running gear');

  // A pass/fail item that takes the vehicle out of service when it fails.
  const brakes = section.getByRole('listitem', { name: 'Item 1' });
  await brakes.getByRole('textbox', { name: 'Label', exact: true }).fill('Brakes hold');
  await brakes.getByRole('checkbox', { name: /Safety-critical/ }).check();

  // A reading with its acceptable range.
  await section.getByRole('button', { name: 'Add item to Running gear' }).click();
  const battery = section.getByRole('listitem', { name: 'Item 2' });
  await battery.getByRole('textbox', { name: 'Label', exact: true }).fill('Battery charge');
  await pick(
    page,
    battery.getByRole('combobox', { name: 'Type', exact: true }),
    'Number (a reading)',
  );
  await battery.getByRole('textbox', { name: 'Lowest acceptable value', exact: true }).fill('40');
  await battery.getByRole('textbox', { name: 'Highest acceptable value', exact: true }).fill('100');
  await battery.getByRole('textbox', { name: 'Unit', exact: true }).fill('%');

  // A photo, with a picture showing what to photograph.
  await section.getByRole('button', { name: 'Add item to Running gear' }).click();
  const photo = section.getByRole('listitem', { name: 'Item 3' });
  await photo.getByRole('textbox', { name: 'Label', exact: true }).fill('Photo of the body');
  await pick(page, photo.getByRole('combobox', { name: 'Type', exact: true }), 'Photo');
  const chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: /^Upload picture/ }).click();
  await (
    await chooser
  ).setFiles({ name: 'body.png', mimeType: 'image/png', buffer: makePng(48, [54, 79, 199]) });
  await expect(photo.getByRole('button', { name: 'Remove picture' })).toBeVisible();

  // Reordered from the keyboard: the photo comes second.
  await photo.getByRole('button', { name: 'Move item 3 of Running gear up' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    section
      .getByRole('listitem', { name: 'Item 2' })
      .getByRole('textbox', { name: 'Label', exact: true }),
  ).toHaveValue('Photo of the body');
  await expect(form.getByRole('button', { name: 'Move item 2 of Running gear up' })).toBeFocused();

  await page.screenshot({ path: testInfo.outputPath('checklist-editor-1024x768.png') });
  const violations = await seriousViolations(page, testInfo);
  expect(violations, describeViolations(violations)).toEqual([]);

  await form.getByRole('button', { name: 'Create checklist' }).click();
  await expect(form).toBeHidden();
  const row = await findRow(page, name);
  await expect(row).toContainText('1 section, 3 items');
  await expect(row).toContainText('1 safety-critical');
  await expect(row).toContainText('1 vehicle');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // An edit is saved as the next version.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, `Edit ${name}`);
  const editedBattery = edit.getByRole('listitem', { name: 'Item 3' });
  await expect(editedBattery.getByRole('textbox', { name: 'Label', exact: true })).toHaveValue(
    'Battery charge',
  );
  await expect(
    editedBattery.getByRole('textbox', { name: 'Highest acceptable value', exact: true }),
  ).toHaveValue('100');
  await editedBattery
    .getByRole('textbox', { name: 'Lowest acceptable value', exact: true })
    .fill('50');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  await page.screenshot({ path: testInfo.outputPath('checklist-list-1024x768.png') });
  const listViolations = await seriousViolations(page, testInfo);
  expect(listViolations, describeViolations(listViolations)).toEqual([]);

  // Retired after a confirmation: gone from the list.
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Retire' }).click();
  const confirm = dialog(page, 'Retire checklist');
  await confirm.getByRole('button', { name: 'Retire checklist' }).click();
  await expect(confirm).toBeHidden();
  // The list, searched for its name, finds nothing any more.
  await expect(page.getByText('Nothing found')).toBeVisible();
  await expect(page.getByRole('button', { name: `More actions for ${name}` })).toHaveCount(0);
});
