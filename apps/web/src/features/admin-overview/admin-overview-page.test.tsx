import { ALARM_STATES, ALERT_LEVELS } from '@shuttle-ops/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { sessionStoreIn, signedInAs } from '../../testing/sessions.ts';
import { announcementFixture, list } from '../../testing/wire-fixtures.ts';
import { AdminOverviewPage } from './admin-overview-page.tsx';
import { siteDayOf } from './api/get-checklists-today.ts';

const zeroes = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, 0]));
const NO_ALARMS = {
  ...list([]),
  counts: {
    state: zeroes(ALARM_STATES),
    level: zeroes(ALERT_LEVELS),
    shelved: 0,
    stale: 0,
    by_vehicle: {},
  },
};

/**
 * Answers each API path with its body (a number: that error status; a function: the body for the
 * request's URL); records the paths asked.
 */
function stubApi(answers: Record<string, unknown>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace('/dev/v1/', '');
    asked.push(path);
    const given = answers[path];
    const answer = typeof given === 'function' ? (given as (u: URL) => unknown)(parsed) : given;
    if (answer === undefined) throw new Error(`unexpected request to ${url}`);
    if (typeof answer === 'number') {
      return Promise.resolve(new Response('{}', { status: answer }));
    }
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  return asked;
}

function renderOverview(groups: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <QueryClientProvider client={queryClient}>
            <AdminOverviewPage />
          </QueryClientProvider>
        ),
      },
    ],
    '/admin',
    { session: sessionStoreIn(signedInAs(groups), 'token') },
  );
}

const card = (title: string) => screen.getByRole('region', { name: title });

/** The checklist history's totals: `today` since midnight (of which `failed`), `all` in all. */
const checklistTotals =
  (today: number, failed: number, all: number) =>
  (url: URL): unknown => {
    const total = !url.searchParams.has('from')
      ? all
      : url.searchParams.get('result') === 'failed'
        ? failed
        : today;
    return { Items: [], Count: 0, total };
  };

describe('AdminOverviewPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an admin every card, each linking to its screen', async () => {
    stubApi({
      services: list([]),
      realtimealerts: NO_ALARMS,
      'services/passengers-today': {
        date: '2026-11-27',
        passengers: 12,
        wheelchair_passengers: 1,
      },
      announcements: list([announcementFixture({ text: 'Lift out of order at R1' })]),
      'checklist/transaction/search': checklistTotals(3, 1, 5),
    });
    renderOverview(['admin']);

    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeDefined();
    expect(await within(card('Passengers today')).findByText('12')).toBeDefined();
    expect(
      await within(card('Vehicles in service')).findByText(/No vehicle is running/),
    ).toBeDefined();
    expect(await within(card('Open alerts')).findByText(/No open alerts/)).toBeDefined();
    expect(await within(card('Checklists done')).findByText('3')).toBeDefined();
    expect(
      within(card('Checklists done')).getByText('Completed since midnight: 2 passed, 1 failed.'),
    ).toBeDefined();
    expect(await within(card('Announcements')).findByText('Lift out of order at R1')).toBeDefined();

    const links = Object.fromEntries(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      'Open the service dashboard': '/servicedashboard',
      'Process the alerts': '/realtimealerts',
      'Open the service history': '/servicehistory',
      'Open the checklist history': '/admin/checklisthistory',
      'Manage the announcements': '/admin/announcement',
    });
  });

  it('shows a content manager only the announcements and asks for nothing else', async () => {
    const asked = stubApi({ announcements: list([]) });
    renderOverview(['content_manager']);
    expect(await screen.findByText('No announcement is shown right now.')).toBeDefined();
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')),
    ).toEqual(['overview-announcements']);
    expect(asked).toEqual(['announcements']);
  });

  it('says when a figure could not be loaded and keeps the others', async () => {
    stubApi({
      services: list([]),
      realtimealerts: NO_ALARMS,
      'services/passengers-today': 500,
      announcements: list([]),
      'checklist/transaction/search': checklistTotals(0, 0, 0),
    });
    renderOverview(['customer_admin']);
    expect(await within(card('Passengers today')).findByRole('alert')).toBeDefined();
    expect(
      await within(card('Vehicles in service')).findByText(/No vehicle is running/),
    ).toBeDefined();
    expect(
      await within(card('Checklists done')).findByText('No checklists recorded yet.'),
    ).toBeDefined();
  });

  it('says how many checklists the history holds when none was completed today', async () => {
    const asked = stubApi({
      services: list([]),
      realtimealerts: NO_ALARMS,
      'services/passengers-today': { date: '2026-11-27', passengers: 0, wheelchair_passengers: 0 },
      announcements: list([]),
      'checklist/transaction/search': checklistTotals(0, 0, 3),
    });
    renderOverview(['customer_admin']);
    expect(
      await within(card('Checklists done')).findByText(
        'No checklist completed today; 3 checklists in the history.',
      ),
    ).toBeDefined();
    expect(within(card('Checklists done')).getByText('0')).toBeDefined();
    expect(asked.filter((path) => path === 'checklist/transaction/search')).toHaveLength(3);
  });
});

describe('siteDayOf', () => {
  it('gives the Europe/London calendar day, across midnight and summer time', () => {
    expect(siteDayOf(new Date('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
    expect(siteDayOf(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(siteDayOf(new Date('2026-01-01T23:59:59Z'))).toBe('2026-01-01');
  });
});
