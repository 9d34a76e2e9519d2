import type { IncidentAttachment } from '@shuttle-ops/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as IncidentsApi from '../../lib/api/incidents-api.ts';
import type { UploadProgress } from '../../lib/api/upload-with-progress.ts';
import { renderAdminScreen, stubApi } from '../../testing/admin-test-kit.tsx';
import { incidentFixture } from '../../testing/incident-fixtures.ts';
import { ReportIncidentButton } from './report-incident-button.tsx';
import type { IncidentContext } from './quick-incident.ts';

const PHOTO_ID = '66666666-6666-4666-8666-000000000009';
const uploads: { name: string; release: () => void }[] = [];

// The upload's XMLHttpRequest is replaced: each photo reports half its bytes, then waits.
vi.mock('../../lib/api/incidents-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof IncidentsApi>()),
  uploadIncidentAttachment: (
    file: File,
    _token: unknown,
    _customer: unknown,
    onProgress: UploadProgress,
  ) =>
    new Promise<IncidentAttachment>((resolve) => {
      onProgress(0.5);
      uploads.push({
        name: file.name,
        release: () =>
          resolve({
            file_id: PHOTO_ID,
            name: file.name,
            content_type: file.type,
            size: file.size,
            url: '/files/photo.jpg',
            thumbnail_url: '/files/photo-thumb.jpg',
            expires_at: '2026-11-27T12:00:00.000Z',
          }),
      });
    }),
}));

const CONTEXT: IncidentContext = {
  vehicleId: '33333333-3333-4333-8333-333333333333',
  vehicleName: 'Harwell Shuttle 1',
  serviceId: '11111111-1111-4111-8111-111111111111',
  routeId: '22222222-2222-4222-8222-222222222222',
  routeName: 'Harwell Campus Loop',
  position: { lat: 51.5751, lon: -1.3112 },
};

describe('Report an incident', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    uploads.length = 0;
  });

  it('is filled in with the shuttle, its service, now and its position; sends photos first', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const calls = stubApi({
      'POST /dev/v1/incidents': (call) => ({
        status: 201,
        body: { ...incidentFixture(1), ...(call.body as object), reference: 'INC-2026-0042' },
      }),
    });
    const before = Date.now();
    const { toasts } = renderAdminScreen(<ReportIncidentButton context={CONTEXT} />, '/operator', {
      groups: ['operator'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report an incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an incident' });
    const context = within(dialog).getByTestId('incident-context');
    expect(context.textContent).toContain('Vehicle: Harwell Shuttle 1');
    expect(context.textContent).toContain('Route: Harwell Campus Loop');
    expect(context.textContent).toContain('Position: 51.57510, -1.31120');
    expect(context.textContent).toContain('(Europe/London)');

    const camera = within(dialog).getByLabelText('Take a photo');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    fireEvent.change(camera, {
      target: { files: [new File(['jpeg'], 'kerb.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await within(dialog).findByRole('progressbar', { name: 'kerb.jpg: sending, 50 %' }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Report incident' })).toHaveProperty(
      'disabled',
      true,
    );
    uploads[0]?.release();
    expect(await within(dialog).findByText('Attached')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Report incident' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose a category')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: 'Shuttle clipped a kerb' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Category/), {
      target: { value: 'collision' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Severity/), { target: { value: 'minor' } });
    fireEvent.change(within(dialog).getByLabelText(/^What happened/), {
      target: { value: 'Rear wheel touched the kerb at the stop.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report incident' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Shuttle clipped a kerb',
      category: 'collision',
      severity: 'minor',
      status: 'open',
      Vehicle_ID: CONTEXT.vehicleId,
      Service_ID: CONTEXT.serviceId,
      Route_ID: CONTEXT.routeId,
      location: CONTEXT.position,
      attachment_ids: [PHOTO_ID],
    });
    const occurred = Date.parse(String(body['occurred_at']));
    expect(occurred).toBeGreaterThanOrEqual(before - 1000);
    expect(occurred).toBeLessThanOrEqual(Date.now());
    await waitFor(() => expect(toasts.getState().content).toBe('Incident INC-2026-0042 reported.'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Report an incident' })).toBeNull(),
    );
  });

  it('refuses a file that is not a photo or a PDF', async () => {
    stubApi({});
    renderAdminScreen(<ReportIncidentButton context={CONTEXT} />, '/operator', {
      groups: ['operator'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report an incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an incident' });
    fireEvent.change(within(dialog).getByLabelText('Take a photo'), {
      target: { files: [new File(['gif'], 'anim.gif', { type: 'image/gif' })] },
    });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'only JPEG, PNG, WebP images and PDF files may be attached',
    );
    expect(uploads).toHaveLength(0);
  });
});
