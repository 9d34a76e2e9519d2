import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../testing/admin-test-kit.tsx';
import type { Answer, RecordedCall } from '../../testing/admin-test-kit.tsx';
import { customerFixture, list, vehicleFixture } from '../../testing/wire-fixtures.ts';
import { ChecklistMastersPage } from './checklist-masters-page.tsx';
import { MASTER_ID, masterFixture } from './master-fixture.ts';

const MASTERS = '/dev/v1/checklist/master';

function setup(handlers: Record<string, (call: RecordedCall) => Answer> = {}) {
  const calls = stubApi({
    ...handlers,
    [`GET ${MASTERS}`]: () => ({ status: 200, body: list([masterFixture()]) }),
    'GET /dev/v1/vehicles': () => ({ status: 200, body: list([vehicleFixture()]) }),
    'GET /dev/v1/routes': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/customers': () => ({ status: 200, body: list([customerFixture()]) }),
  });
  renderAdminScreen(<ChecklistMastersPage />, '/admin/checklists');
  return calls;
}

const sent = (calls: RecordedCall[], method: string) =>
  calls.filter((call) => call.method === method);

// Several renders and requests per test: allow for a busy machine.
describe('ChecklistMastersPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the masters with their version, sorted by name, and searches on the server', async () => {
    const calls = setup({
      [`GET ${MASTERS}/search`]: () => ({ status: 200, body: list([]) }),
    });
    const table = await screen.findByRole('table', { name: 'Checklists' });
    const row = (await within(table).findByText('Daily pre-departure check')).closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('1 section, 2 items')).toBeTruthy();
    expect(within(row).getByText('1 safety-critical')).toBeTruthy();
    expect(within(row).getByText('Every vehicle')).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '3' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(
      `${MASTERS}?limit=20&offset=0&sort_attributes=name&sort_order=asc`,
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'weekly' },
    });
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(
      `${MASTERS}/search?limit=20&offset=0&sort_attributes=name&sort_order=asc&query=weekly`,
    );
  });

  it('says when there are no checklists yet', async () => {
    stubApi({
      [`GET ${MASTERS}`]: () => ({ status: 200, body: list([]) }),
      'GET /dev/v1/customers': () => ({ status: 200, body: list([customerFixture()]) }),
    });
    renderAdminScreen(<ChecklistMastersPage />, '/admin/checklists');
    expect(await screen.findByText('No checklists yet')).toBeTruthy();
  });

  it('creates a master after saying what is missing', async () => {
    const calls = setup({
      [`POST ${MASTERS}`]: () => ({
        status: 201,
        body: masterFixture({ CL_Master_ID: '50000000-0000-4000-8000-000000000002', version: 1 }),
      }),
    });
    await screen.findByText('Daily pre-departure check');
    fireEvent.click(screen.getByRole('button', { name: 'New checklist' }));
    const form = await screen.findByRole('form', { name: 'Checklist master' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create checklist' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Section title is required')).toBeTruthy();
    expect(within(form).getByText('Label is required')).toBeTruthy();
    expect(within(form).getByText(/Some fields need attention/)).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Weekly check' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Section title/ }), {
      target: { value: 'Cabin' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'Seat belts' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Safety-critical/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add section' }));
    const second = within(form).getByRole('listitem', { name: 'Section 2' });
    fireEvent.change(within(second).getByRole('textbox', { name: /^Section title/ }), {
      target: { value: 'Outside' },
    });
    fireEvent.change(within(second).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'Mirrors' },
    });
    // The second section goes first.
    fireEvent.click(within(form).getByRole('button', { name: 'Move section 2 up' }));
    expect(sent(calls, 'POST')).toHaveLength(0);
    fireEvent.click(within(form).getByRole('button', { name: 'Create checklist' }));

    await vi.waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(sent(calls, 'POST')[0]?.body).toMatchObject({
      name: 'Weekly check',
      description: null,
      applies_to: { Vehicle_IDs: [], Route_IDs: [] },
      sections: [
        { title: 'Outside', items: [{ label: 'Mirrors', safety_critical: false }] },
        {
          title: 'Cabin',
          items: [
            { label: 'Seat belts', type: 'pass_fail_na', required: true, safety_critical: true },
          ],
        },
      ],
    });
  });

  it('says when someone else saved a newer version, and reloads it', async () => {
    const calls = setup({
      [`PUT ${MASTERS}/${MASTER_ID}`]: () => ({
        status: 409,
        body: {
          error: {
            code: 'STALE_MASTER_VERSION',
            message: 'This checklist is at version 4; you edited version 3.',
          },
        },
      }),
      [`GET ${MASTERS}/${MASTER_ID}`]: () => ({
        status: 200,
        body: masterFixture({ name: 'Daily check (revised)', version: 4 }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Daily pre-departure check' }));
    const form = await screen.findByRole('form', { name: 'Checklist master' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Daily check' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(form).findByText('Someone else changed this checklist; reload'),
    ).toBeTruthy();
    const put = sent(calls, 'PUT')[0]?.body as { version: number; sections: unknown[] };
    expect(put.version).toBe(3);
    expect(put.sections).toEqual([
      {
        section_id: 'running-gear',
        title: 'Running gear',
        items: [
          expect.objectContaining({ item_id: 'brakes', safety_critical: true }),
          expect.objectContaining({
            item_id: 'battery',
            type: 'number',
            min: 40,
            max: 100,
            unit: '%',
          }),
        ],
      },
    ]);

    fireEvent.click(within(form).getByRole('button', { name: 'Reload checklist' }));
    const fresh = await screen.findByRole('dialog', { name: 'Edit Daily check (revised)' });
    expect(within(fresh).getByRole('textbox', { name: /^Name/ })).toHaveProperty(
      'value',
      'Daily check (revised)',
    );
    expect(within(fresh).queryByText('Someone else changed this checklist; reload')).toBeNull();
  });

  it('shows the server’s refusal in the form', async () => {
    setup({
      [`PUT ${MASTERS}/${MASTER_ID}`]: () => ({
        status: 409,
        body: {
          error: {
            code: 'NAME_TAKEN',
            message: 'Another checklist already has this name.',
            details: [{ field: 'body.name', message: 'Another checklist already has this name.' }],
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Daily pre-departure check' }));
    const form = await screen.findByRole('form', { name: 'Checklist master' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Another checklist already has this name.')).toBeTruthy();
  });

  it('retires a master only after it is confirmed', async () => {
    const calls = setup({
      [`DELETE ${MASTERS}/${MASTER_ID}`]: () => ({ status: 200, body: masterFixture() }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'More actions for Daily pre-departure check' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire checklist' });
    expect(within(dialog).getByText(/Retire “Daily pre-departure check”\?/)).toBeTruthy();
    expect(sent(calls, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire checklist' }));
    await vi.waitFor(() =>
      expect(sent(calls, 'DELETE').map((call) => call.url)).toEqual([`${MASTERS}/${MASTER_ID}`]),
    );
  });
});
