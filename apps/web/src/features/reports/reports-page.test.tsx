import { londonDay, type MiReport } from '@shuttle-ops/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi, type Answer } from '../../testing/admin-test-kit.tsx';
import { miReport as report } from './model/mi-report.fixture.ts';
import { ReportsPage } from './reports-page.tsx';

const empty: MiReport = {
  ...report,
  totals: {
    ...report.totals,
    services: 0,
    service_hours: 0,
    vehicle_km: 0,
    passengers: 0,
    wheelchair_passengers: 0,
    incidents: 0,
    alarms: 0,
    alarms_per_1000_km: null,
    remote_interventions: 0,
    remote_interventions_per_1000_km: null,
    checklists: 0,
    checklists_passed: 0,
    checklist_pass_rate: null,
  },
  alarm_levels: report.alarm_levels.map((l) => ({ ...l, alarms: 0 })),
  routes: [],
  vehicles: [],
};

function setup(answer: () => Answer) {
  const calls = stubApi({ 'GET /dev/v1/mi-reporting': answer });
  renderAdminScreen(<ReportsPage />, '/admin/reports', { groups: ['service_manager'] });
  const queryOf = (i: number) =>
    Object.fromEntries(new URL(calls[i]?.url ?? '', 'http://console').searchParams);
  return { calls, queryOf };
}

describe('Reports', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows this week’s totals, the chart and the tables per route, vehicle and alarm level', async () => {
    const { queryOf } = setup(() => ({ status: 200, body: report }));
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByRole('listitem', { name: 'Passengers carried: 17' })).toBeTruthy();
    expect(within(totals).getByRole('listitem', { name: 'Vehicle-km: 2.5' })).toBeTruthy();
    expect(
      within(totals).getByRole('listitem', { name: 'Checklist pass rate: 50 %' }),
    ).toBeTruthy();
    expect(
      within(totals).getByRole('listitem', { name: 'Alarms per 1,000 km: 1,632.7' }),
    ).toBeTruthy();
    expect(screen.getByText('2026-06-01 to 2026-06-07 (Europe/London)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Passengers per route: Campus Loop 17.' })).toBeTruthy();

    const routes = screen.getByRole('table', { name: 'Per route' });
    expect(within(routes).getByText('Campus Loop')).toBeTruthy();
    // The loop's headway regularity.
    expect(within(routes).getByRole('columnheader', { name: 'Headway CV' })).toBeTruthy();
    expect(within(routes).getByText('0.27')).toBeTruthy();
    const vehicles = screen.getByRole('table', { name: 'Per vehicle' });
    const alpha = within(vehicles).getByText('Alpha').closest('tr');
    if (alpha === null) throw new Error('no Alpha row');
    // Checklists, then those passed: the last two columns.
    const cells = within(alpha)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(-2)).toEqual(['2', '1']);
    const alarms = screen.getByRole('table', { name: 'Alarm handling' });
    const critical = within(alarms).getByText('CRITICAL').closest('tr');
    if (critical === null) throw new Error('no CRITICAL row');
    expect(within(critical).getByText('20 s')).toBeTruthy();
    expect(within(critical).getByText('3 min 20 s')).toBeTruthy();

    expect(queryOf(0)).toEqual({ period: 'week', date: londonDay(new Date()) });
  });

  it('asks for custom days once both are chosen', async () => {
    const { calls, queryOf } = setup(() => ({ status: 200, body: report }));
    await screen.findByRole('list', { name: 'Totals' });
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-06-02' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-06-04' } });
    await waitFor(() =>
      expect(queryOf(calls.length - 1)).toEqual({
        period: 'custom',
        from: '2026-06-02',
        to: '2026-06-04',
      }),
    );
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '' } });
    expect(
      await screen.findByText('Choose the first and the last day of the period.'),
    ).toBeTruthy();
  });

  it('says why when the server refuses the period', async () => {
    setup(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'querystring.to: must not be before from',
          details: [{ field: 'querystring.to', message: 'must not be before from' }],
        },
      },
    }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The report could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when nothing happened in the period', async () => {
    setup(() => ({ status: 200, body: empty }));
    expect(
      await screen.findByText('No service ran and nothing was raised in this period.'),
    ).toBeTruthy();
    expect(screen.getByText('No service ran on any route.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Passengers per route/ })).toBeNull();
  });
});
