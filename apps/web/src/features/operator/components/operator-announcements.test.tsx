import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../../testing/admin-test-kit.tsx';
import { announcementFixture, list } from '../../../testing/wire-fixtures.ts';
import { OperatorAnnouncements } from './operator-announcements.tsx';

describe('OperatorAnnouncements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the current announcements for operators', async () => {
    const calls = stubApi({
      'GET /dev/v1/announcements': () => ({
        status: 200,
        body: list([announcementFixture({ text: 'Briefing at 9' })]),
      }),
    });
    renderAdminScreen(<OperatorAnnouncements />, '/operator', { groups: ['operator'] });
    expect(await screen.findByText('Briefing at 9')).toBeTruthy();
    expect(calls[0]?.url).toContain('current=true');
    expect(calls[0]?.url).toContain('audience=operators');
  });
});
