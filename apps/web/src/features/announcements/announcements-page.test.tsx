import type { Announcement } from '@shuttle-ops/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../admin/testing/admin-test-kit.tsx';
import { CUSTOMER_ID, list } from '../admin/testing/wire-fixtures.ts';
import { AnnouncementsPage } from './announcements-page.tsx';
import { OperatorAnnouncements } from './operator-announcements.tsx';

const announcement = (over: Partial<Announcement> = {}): Announcement => ({
  id: '30000000-0000-4000-8000-000000000001',
  Customer_ID: CUSTOMER_ID,
  text: 'Road works on Fermi Avenue',
  audience: 'both',
  start_dt: '2026-03-02T09:00:00.000Z',
  end_dt: null,
  archived: false,
  current: true,
  created_by: 'content-manager',
  create_dt: '2026-03-02T08:00:00.000Z',
  update_dt: '2026-03-02T08:00:00.000Z',
  ...over,
});

describe('AnnouncementsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a content manager publish one, after saying what is missing', async () => {
    const calls = stubApi({
      'GET /dev/v1/announcements': () => ({ status: 200, body: list([announcement()]) }),
      'POST /dev/v1/announcements': (call) => ({
        status: 201,
        body: announcement({
          id: '30000000-0000-4000-8000-000000000002',
          ...(call.body as object),
        }),
      }),
    });
    renderAdminScreen(<AnnouncementsPage />, '/admin/announcement', {
      groups: ['content_manager'],
    });
    await screen.findByText('Road works on Fermi Avenue');
    fireEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const form = await screen.findByRole('form', { name: 'Announcement' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish announcement' }));
    expect(await within(form).findByText('Text is required')).toBeTruthy();
    expect(within(form).getByText('Choose who sees it')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /Text/ }), {
      target: { value: 'Shuttles every 10 minutes' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'Public' }));
    fireEvent.change(within(form).getByLabelText('Start'), {
      target: { value: '2030-07-01T09:00' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish announcement' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        text: 'Shuttles every 10 minutes',
        audience: 'public',
        // 09:00 in London in July is 08:00 UTC.
        start_dt: '2030-07-01T08:00:00.000Z',
        end_dt: null,
      }),
    );
  });

  it('shows an operator the list without create or edit', async () => {
    stubApi({
      'GET /dev/v1/announcements': () => ({ status: 200, body: list([announcement()]) }),
    });
    renderAdminScreen(<AnnouncementsPage />, '/admin/announcement', { groups: ['operator'] });
    await screen.findByText('Road works on Fermi Avenue');
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});

describe('OperatorAnnouncements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the current announcements for operators', async () => {
    const calls = stubApi({
      'GET /dev/v1/announcements': () => ({
        status: 200,
        body: list([announcement({ text: 'Briefing at 9' })]),
      }),
    });
    renderAdminScreen(<OperatorAnnouncements />, '/operator', { groups: ['operator'] });
    expect(await screen.findByText('Briefing at 9')).toBeTruthy();
    expect(calls[0]?.url).toContain('current=true');
    expect(calls[0]?.url).toContain('audience=operators');
  });
});
