import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderAdminScreen,
  stubApi,
  type Answer,
  type RecordedCall,
} from '../../../testing/admin-test-kit.tsx';
import { list, vehicleFixture } from '../../../testing/wire-fixtures.ts';
import { IncidentsPage } from '../incidents-page.tsx';
import { incidentFixture, summaryOf, VEHICLE_ID } from '../../../testing/incident-fixtures.ts';

vi.mock('../detail/incident-map.tsx', () => ({ IncidentMap: () => null }));
vi.mock('../detail/speed-chart.tsx', () => ({ SpeedChart: () => null }));
vi.mock('./location-map.tsx', () => ({ LocationMap: () => null }));

const stored = incidentFixture(1);

function setup(path: string, extra: Record<string, (call: RecordedCall) => Answer> = {}) {
  const calls = stubApi({
    'GET /dev/v1/incidents/reports': () => ({ status: 200, body: list([]) }),
    [`GET /dev/v1/incidents/${stored.Incident_ID}`]: () => ({ status: 200, body: stored }),
    'GET /dev/v1/incidents': () => ({ status: 200, body: list([summaryOf(stored)]) }),
    'GET /dev/v1/vehicles': () => ({
      status: 200,
      body: list([vehicleFixture({ Vehicle_ID: VEHICLE_ID, name: 'Harwell Shuttle 1' })]),
    }),
    'GET /dev/v1/routes': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/busstops': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/services': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/user': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/customers': () => ({ status: 200, body: list([]) }),
    // Later keys replace a default's answer in place (the match order stays).
    ...extra,
  });
  return { calls, ...renderAdminScreen(<IncidentsPage />, path) };
}

async function openNewForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'New incident' }));
  return screen.findByRole('form', { name: 'New incident' });
}

const fill = (form: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('The incident editor', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('names every missing field and refuses a time in the future', async () => {
    const { calls } = setup('/admin/incident');
    const form = await openNewForm();
    fill(form, /^Occurred at/, '2099-01-01T10:00');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Latitude/ }), {
      target: { value: '51.5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a person' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Record incident' }));
    expect(await within(form).findByText('Title is required')).toBeTruthy();
    expect(within(form).getByText('Description is required')).toBeTruthy();
    expect(within(form).getByText('Choose a category')).toBeTruthy();
    expect(within(form).getByText('Choose a severity')).toBeTruthy();
    expect(within(form).getByText('It cannot have happened in the future')).toBeTruthy();
    expect(within(form).getByText('Give both coordinates, or neither')).toBeTruthy();
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Role is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends a new incident with its time in UTC and shows the server’s field errors', async () => {
    const { calls } = setup('/admin/incident', {
      'POST /dev/v1/incidents': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'The request is not valid.',
            details: [
              { field: 'body.title', message: 'This title is already used today' },
              { field: 'body.follow_ups.0.due', message: 'must be a date' },
            ],
          },
        },
      }),
    });
    const form = await openNewForm();
    await within(form).findByRole('option', { name: 'Harwell Shuttle 1' });
    fill(form, /^Title/, 'Door closed on a bag');
    fill(form, /^Description/, 'The door closed on a passenger’s bag.');
    fill(form, /^Category/, 'passenger-injury');
    fill(form, /^Severity/, 'minor');
    fill(form, /^Occurred at/, '2026-07-02T09:30');
    fill(form, /^Vehicle/, VEHICLE_ID);
    fireEvent.click(within(form).getByRole('button', { name: 'Add a follow-up' }));
    fill(form, /^Follow-up 1/, 'Check the door sensor');
    fireEvent.click(within(form).getByRole('button', { name: 'Record incident' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Door closed on a bag',
      category: 'passenger-injury',
      severity: 'minor',
      status: 'open',
      occurred_at: '2026-07-02T08:30:00.000Z',
      Vehicle_ID: VEHICLE_ID,
      location: null,
      follow_ups: [{ text: 'Check the door sensor', done: false, due: null }],
      attachment_ids: [],
    });
    expect(await within(form).findByText('This title is already used today')).toBeTruthy();
    expect(within(form).getByText('must be a date')).toBeTruthy();
  });

  it('offers only the allowed status moves, and explains a stale version with a reload', async () => {
    let reads = 0;
    const { calls } = setup(`/admin/incident?incident=${stored.Incident_ID}`, {
      [`PUT /dev/v1/incidents/${stored.Incident_ID}`]: () => ({
        status: 409,
        body: { error: { code: 'STALE_VERSION', message: 'The incident was changed.' } },
      }),
      [`GET /dev/v1/incidents/${stored.Incident_ID}`]: () => {
        reads += 1;
        const fresh = reads > 1;
        return {
          status: 200,
          body: fresh ? { ...stored, title: 'Renamed by someone else', version: 4 } : stored,
        };
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Incident INC-2026-0001' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit INC-2026-0001' });
    const status = within(form).getByRole('combobox', { name: /^Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Open', 'Under investigation', 'Closed']);
    fill(form, /^Status/, 'under-investigation');
    fill(form, /^Title/, 'Emergency stop near the crossing');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Emergency stop near the crossing',
      status: 'under-investigation',
      version: 3,
      attachment_ids: stored.attachments.map((a) => a.file_id),
    });
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this incident');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload incident' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Edit INC-2026-0001' })).getByRole('textbox', {
          name: /^Title/,
        }),
      ).toHaveProperty('value', 'Renamed by someone else'),
    );
  });

  it('asks before saving an incident as closed', async () => {
    const { calls } = setup(`/admin/incident?incident=${stored.Incident_ID}`, {
      [`PUT /dev/v1/incidents/${stored.Incident_ID}`]: () => ({
        status: 200,
        body: { ...stored, status: 'closed', version: 4 },
      }),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Incident INC-2026-0001' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit INC-2026-0001' });
    fill(form, /^Status/, 'closed');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close the incident?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save and close' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ status: 'closed' }),
    );
  });
});
