import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { IncidentAttachment } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { IncidentTimeline } from './incident-timeline.tsx';

const PHOTO = '5d3b1e16-34bb-4904-8a08-5a7c9094a786';
const GONE = '073396e3-91fa-4e49-83f9-e9e6a9c743f8';
const photo: IncidentAttachment = {
  file_id: PHOTO,
  name: 'door.png',
  content_type: 'image/png',
  size: 1200,
  url: '/files/door.png',
  thumbnail_url: null,
  expires_at: '2026-11-28T13:00:00.000Z',
};
const entry = (at: string, action: string, changes: string[]) => ({
  at,
  user_id: null,
  user_name: 'Sam Smith',
  action,
  changes,
});

describe('IncidentTimeline', () => {
  it('names attached files, including entries that recorded only their ids', () => {
    render(
      <MantineProvider>
        <IncidentTimeline
          attachments={[photo]}
          entries={[
            entry('2026-11-28T12:00:00.000Z', 'attachment-added', ['report.pdf']),
            entry('2026-11-28T12:01:00.000Z', 'attachment-added', [PHOTO.toUpperCase()]),
            entry('2026-11-28T12:02:00.000Z', 'attachment-removed', [GONE]),
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('File attached: report.pdf')).toBeTruthy();
    expect(screen.getByText('File attached: door.png')).toBeTruthy();
    expect(screen.getByText('File removed: a file')).toBeTruthy();
    expect(screen.getAllByText(/28 Nov 2026, 12:0\d:00 by Sam Smith/)).toHaveLength(3);
  });
});
