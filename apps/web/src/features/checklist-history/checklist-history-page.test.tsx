import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderAdminScreen,
  stubApi,
  type RecordedCall,
  type TestUser,
} from '../../testing/admin-test-kit.tsx';
import { list, vehicleFixture } from '../../testing/wire-fixtures.ts';
import { ChecklistHistoryPage } from './checklist-history-page.tsx';
import {
  checklistFixture,
  failedChecklistFixture,
  OPERATOR_ID,
  VEHICLE_ID,
} from './checklist-fixtures.ts';

const newest = failedChecklistFixture(3);
const middle = checklistFixture(2);
const oldest = checklistFixture(1);
const SERVICE_MANAGER: TestUser = { groups: ['service_manager'] };

const query = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://console').searchParams);

function setup(path: string, user: TestUser = SERVICE_MANAGER) {
  const calls = stubApi({
    'GET /dev/v1/checklist/transaction/search': () => ({
      status: 200,
      body: list([newest, middle, oldest]),
    }),
    'GET /dev/v1/checklist/transaction?': (call) => {
      const id = query(call)['CL_Transaction_ID'];
      const rows = [newest, middle, oldest];
      return {
        status: 200,
        body: list(id ? rows.filter((r) => r.CL_Transaction_ID === id) : rows),
      };
    },
    'GET /dev/v1/vehicles': () => ({
      status: 200,
      body: list([vehicleFixture({ Vehicle_ID: VEHICLE_ID, name: 'Harwell Shuttle 2' })]),
    }),
    'GET /dev/v1/customers': () => ({ status: 200, body: list([]) }),
    'POST /dev/v1/checklist/anonymize': () => ({
      status: 200,
      body: { before: '2026-06-30T23:00:00.000Z', Count: 2 },
    }),
  });
  const searches = () =>
    calls.filter((c) => c.url.startsWith('/dev/v1/checklist/transaction/search'));
  return { calls, searches, ...renderAdminScreen(<ChecklistHistoryPage />, path, user) };
}

describe('Checklist history', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the completed checklists newest first, failed ones marked in words', async () => {
    const { searches } = setup('/admin/checklisthistory');
    const table = await screen.findByRole('table', { name: 'Completed checklists' });
    await within(table).findByText('3 Jul 2026, 07:00:03');
    expect(query(searches()[0])).toMatchObject({
      sort_attributes: 'completed_date',
      sort_order: 'desc',
      offset: '0',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '3 Jul 2026, 07:00:03',
      '2 Jul 2026, 07:00:02',
      '1 Jul 2026, 07:00:01',
    ]);
    expect(rows[0]?.textContent).toContain('Failed: 1 item failed');
    expect(rows[1]?.textContent).toContain('Passed');
  });

  it('sends the filters: vehicle, operator, result and London days', async () => {
    const { searches } = setup('/admin/checklisthistory');
    await screen.findByText('3 Jul 2026, 07:00:03');
    await screen.findByRole('option', { name: 'Harwell Shuttle 2' });
    await screen.findByRole('option', { name: 'Olive Operator' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Vehicle' }), {
      target: { value: VEHICLE_ID },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Operator' }), {
      target: { value: OPERATOR_ID },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Result' }), {
      target: { value: 'failed' },
    });
    fireEvent.change(screen.getByLabelText('Completed from'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Completed to'), { target: { value: '2026-07-02' } });
    await waitFor(() =>
      expect(query(searches().at(-1))).toMatchObject({
        Vehicle_ID: VEHICLE_ID,
        Operator_ID: OPERATOR_ID,
        result: 'failed',
        from: '2026-06-30T23:00:00.000Z',
        to: '2026-07-02T23:00:00.000Z',
        sort_order: 'desc',
      }),
    );
  });

  it('opens a checklist from its row: the failed item marked, photos and signature shown', async () => {
    const { router } = setup('/admin/checklisthistory');
    const table = await screen.findByRole('table', { name: 'Completed checklists' });
    fireEvent.click(
      await within(table).findByRole('link', {
        name: 'Details of Daily pre-departure check, Harwell Shuttle 2, 3 Jul 2026, 07:00:03',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?checklist=${newest.CL_Transaction_ID}`),
    );
    const drawer = await screen.findByRole('dialog', {
      name: 'Daily pre-departure check, Harwell Shuttle 2, 3 Jul 2026, 07:00:03',
    });
    expect(await within(drawer).findByText('Daily pre-departure check, version 3')).toBeTruthy();
    expect(within(drawer).getByText('3 Jul 2026, 06:52:00')).toBeTruthy();
    expect(within(drawer).getByText('51.57500, -1.31100')).toBeTruthy();

    const tyres = within(drawer).getByRole('cell', { name: 'Tyres undamaged' }).closest('tr');
    if (tyres === null) throw new Error('no tyres row');
    expect(tyres.className).toMatch(/failedRow/);
    expect(within(tyres).getByText('Failed')).toBeTruthy();
    expect(within(tyres).getByText('Fail')).toBeTruthy();
    expect(within(tyres).getByText('Severity: Minor. Cut in the left front tyre')).toBeTruthy();
    expect(within(tyres).getByRole('img', { name: 'Photo: Tyres undamaged' })).toBeTruthy();
    expect(
      within(tyres).getByRole('img', { name: 'Marked-up photo: Tyres undamaged' }),
    ).toHaveProperty('src', expect.stringContaining('/files/photo-2-thumb.png'));
    const brakes = within(drawer).getByRole('cell', { name: 'Brakes hold' }).closest('tr');
    expect(brakes?.className ?? '').not.toMatch(/failedRow/);
    expect(
      within(drawer).getByRole('img', { name: 'Signature: Operator’s signature' }),
    ).toBeTruthy();
    expect(within(drawer).getByText('Left mirror loose')).toBeTruthy();
    expect(within(drawer).getByRole('img', { name: 'Image 1 attached to the notes' })).toBeTruthy();

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when a linked checklist does not exist', async () => {
    setup('/admin/checklisthistory?checklist=80000000-0000-4000-8000-00000000dead');
    const drawer = await screen.findByRole('dialog', { name: 'Checklist details' });
    expect(await within(drawer).findByText('No such checklist')).toBeTruthy();
  });

  it('exports the filtered list as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { searches } = setup('/admin/checklisthistory');
    await screen.findByText('3 Jul 2026, 07:00:03');
    fireEvent.change(screen.getByRole('combobox', { name: 'Result' }), {
      target: { value: 'failed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(query(searches().at(-1))).toMatchObject({ result: 'failed', limit: '500' });
    const lines = (await blobs[0]!.text()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^completed \(Europe\/London\),started/);
    expect(lines[1]).toContain(
      '2026-07-03 07:00:03,2026-07-03 06:52:00,Daily pre-departure check,3,Harwell Shuttle 2,Olive Operator,Failed,Tyres undamaged,no,Left mirror loose',
    );
    expect(lines).toHaveLength(4);
  });

  it('anonymizes older checklists only once confirmed, and tells how many', async () => {
    const { calls } = setup('/admin/checklisthistory', { groups: ['customer_admin'] });
    await screen.findByText('3 Jul 2026, 07:00:03');
    fireEvent.change(screen.getByLabelText(/Completed before/), {
      target: { value: '2026-07-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anonymize older than…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anonymize older checklists?' });
    expect(confirm.textContent).toContain('before 1 Jul 2026 (Europe/London)');
    expect(confirm.textContent).toContain('operator’s name and id and the signature are removed');
    const posts = () => calls.filter((c) => c.method === 'POST');
    expect(posts()).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Anonymize' }));
    expect(await screen.findByText('2 checklists were anonymized.')).toBeTruthy();
    expect(posts().map((c) => [c.url, c.body])).toEqual([
      ['/dev/v1/checklist/anonymize', { before: '2026-07-01' }],
    ]);
  });

  it('cancelling the confirmation anonymizes nothing', async () => {
    const { calls } = setup('/admin/checklisthistory', { groups: ['admin'] });
    await screen.findByText('3 Jul 2026, 07:00:03');
    fireEvent.change(screen.getByLabelText(/Completed before/), {
      target: { value: '2026-07-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anonymize older than…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anonymize older checklists?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers a service manager no anonymizing', async () => {
    setup('/admin/checklisthistory');
    await screen.findByText('3 Jul 2026, 07:00:03');
    expect(screen.queryByRole('button', { name: 'Anonymize older than…' })).toBeNull();
  });
});
