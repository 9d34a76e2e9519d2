import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderAdminScreen,
  stubApi,
  type RecordedCall,
  type TestUser,
} from '../../../testing/admin-test-kit.tsx';
import { list } from '../../../testing/wire-fixtures.ts';
import { IncidentsPage } from '../incidents-page.tsx';
import { incidentFixture, reportFixture, summaryOf } from '../../../testing/incident-fixtures.ts';

const report = reportFixture([summaryOf(incidentFixture(1)), summaryOf(incidentFixture(2))]);
const { rows: _rows, ...reportSummary } = report;
const CSV = 'reference,title\r\nINC-2026-0001,Emergency stop 1\r\n';

const query = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://console').searchParams);

function setup(path: string, user: TestUser = {}) {
  const calls = stubApi({
    'POST /dev/v1/incidents/reports': () => ({ status: 201, body: report }),
    'DELETE /dev/v1/incidents/reports': () => ({
      status: 200,
      body: { report_id: report.report_id },
    }),
    'GET /dev/v1/incidents/reports?report_id=': (call) =>
      query(call)['format'] === 'csv' ? { status: 200, body: CSV } : { status: 200, body: report },
    'GET /dev/v1/incidents/reports': () => ({ status: 200, body: list([reportSummary]) }),
    'GET /dev/v1/vehicles': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/customers': () => ({ status: 200, body: list([]) }),
  });
  return { calls, ...renderAdminScreen(<IncidentsPage />, path, user) };
}

describe('Incident reports', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes a report over London days and shows its counts and every incident', async () => {
    const { calls, router } = setup('/admin/incident?view=reports', {
      groups: ['service_manager'],
    });
    const form = await screen.findByRole('form', { name: 'New incident report' });
    fireEvent.change(within(form).getByLabelText(/^From/), { target: { value: '2026-07-01' } });
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '2026-07-31' } });
    fireEvent.change(within(form).getByLabelText(/^Severity/), {
      target: { value: 'moderate' },
    });
    fireEvent.change(within(form).getByLabelText(/^Title/), {
      target: { value: 'July incidents' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Make report' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        from: '2026-06-30T23:00:00.000Z',
        to: '2026-07-31T23:00:00.000Z',
        severity: 'moderate',
        title: 'July incidents',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?view=reports&report=${report.report_id}`),
    );
    const shown = await screen.findByRole('article', { name: 'July incidents' });
    expect(
      within(shown).getByText(/Period: 1 Jul 2026 – 31 Jul 2026 \(Europe\/London\)/),
    ).toBeTruthy();
    const byCategory = within(shown)
      .getByRole('rowheader', { name: 'Emergency stop' })
      .closest('tr');
    expect(byCategory?.textContent).toBe('Emergency stop2');
    const incidents = within(shown).getByRole('table', {
      name: 'Incidents in the report, oldest first',
    });
    expect(within(incidents).getAllByRole('row')).toHaveLength(3);
    expect(within(incidents).getByText('INC-2026-0002')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Print / save as PDF' })).toBeTruthy();
    // A service manager may make reports but not delete them.
    const earlier = screen.getByRole('table', { name: 'Earlier incident reports' });
    expect(within(earlier).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('downloads the server’s CSV of a report', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = setup(`/admin/incident?view=reports&report=${report.report_id}`);
    const shown = await screen.findByRole('article', { name: 'July incidents' });
    fireEvent.click(within(shown).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    // The stub answers every body as JSON text; the CSV's lines are in it as the server wrote them.
    expect(await created[0]?.text()).toContain('INC-2026-0001,Emergency stop 1');
    expect(query(calls.find((c) => query(c)['format'] === 'csv'))).toEqual({
      report_id: report.report_id,
      format: 'csv',
    });
  });

  it('deletes an earlier report once confirmed, naming the user in the body', async () => {
    const { calls } = setup('/admin/incident?view=reports');
    const earlier = await screen.findByRole('table', { name: 'Earlier incident reports' });
    fireEvent.click(within(earlier).getByRole('button', { name: 'Delete report July incidents' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete report?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete report' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
        user_id: 'user-self',
        service_name: 'report',
        report_id: report.report_id,
      }),
    );
  });
});
