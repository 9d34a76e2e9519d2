import { describe, expect, it } from 'vitest';
import { incidentFixture } from '../../../testing/incident-fixtures.ts';
import { incidentBody, incidentFields, validateIncident } from './incident-body.ts';
import { incidentFormValues, statusChoices } from './incident-form-values.ts';

const NOW = Date.parse('2026-07-02T12:00:00.000Z');

describe('incident editor values', () => {
  it('offers only the contract’s moves from a stored status', () => {
    expect(statusChoices(null)).toEqual(['open', 'under-investigation', 'closed']);
    expect(statusChoices('open')).toEqual(['open', 'under-investigation', 'closed']);
    expect(statusChoices('closed')).toEqual(['open', 'closed']);
  });

  it('reads a stored incident in site time and writes it back in UTC, winter and summer', () => {
    const summer = incidentFormValues(incidentFixture(1), new Date(NOW));
    expect(summer.occurred_at).toBe('2026-07-02T09:01');
    expect(incidentBody(summer).occurred_at).toBe('2026-07-02T08:01:00.000Z');
    const winter = { ...summer, occurred_at: '2026-01-15T09:01' };
    expect(incidentBody(winter).occurred_at).toBe('2026-01-15T09:01:00.000Z');
  });

  it('keeps the stored fields and attachments when nothing changed', () => {
    const stored = incidentFixture(1);
    const fields = incidentFields(
      incidentFormValues(stored, new Date(NOW)),
      stored.attachments.map((a) => a.file_id),
    );
    expect(fields).toMatchObject({
      title: stored.title,
      location: stored.location,
      BS_ID: stored.BS_ID,
      Operator_ID: null,
      root_cause: null,
      people_involved: [{ name: 'Sam Rider', role: 'cyclist', injured: false, notes: null }],
      follow_ups: [{ text: 'Review the crossing', done: false, due: '2026-07-10' }],
    });
    expect(fields.attachment_ids).toHaveLength(2);
  });

  it('refuses a move the contract does not allow and a time after now', () => {
    const values = incidentFormValues(incidentFixture(1, { status: 'closed' }), new Date(NOW));
    const errors = validateIncident(
      { ...values, status: 'under-investigation', occurred_at: '2026-07-02T13:30' },
      { from: 'closed', now: () => NOW },
    );
    expect(errors).toEqual({
      status: 'This status cannot follow the current one',
      occurred_at: 'It cannot have happened in the future',
    });
  });
});
