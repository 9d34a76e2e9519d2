import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../testing/admin-test-kit.tsx';
import { announcementFixture, list } from '../../testing/wire-fixtures.ts';
import { AnnouncementsPage } from './announcements-page.tsx';

describe('AnnouncementsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a content manager publish one, after saying what is missing', async () => {
    const calls = stubApi({
      'GET /dev/v1/announcements': () => ({ status: 200, body: list([announcementFixture()]) }),
      'POST /dev/v1/announcements': (call) => ({
        status: 201,
        body: announcementFixture({
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
      'GET /dev/v1/announcements': () => ({ status: 200, body: list([announcementFixture()]) }),
    });
    renderAdminScreen(<AnnouncementsPage />, '/admin/announcement', { groups: ['operator'] });
    await screen.findByText('Road works on Fermi Avenue');
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
