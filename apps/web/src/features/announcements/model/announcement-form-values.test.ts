import { describe, expect, it } from 'vitest';
import {
  announcementFields,
  announcementFormValues,
  validateAnnouncement,
} from './announcement-form-values.ts';
import { fromSiteLocal, toSiteLocal } from '../../../lib/time/site-local-time.ts';

describe('site-local times', () => {
  it('reads and writes Europe/London wall-clock times, summer and winter', () => {
    expect(fromSiteLocal('2026-07-01T09:30')).toBe('2026-07-01T08:30:00.000Z');
    expect(fromSiteLocal('2026-01-15T09:30')).toBe('2026-01-15T09:30:00.000Z');
    expect(toSiteLocal('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(fromSiteLocal('')).toBeUndefined();
    expect(fromSiteLocal('tomorrow')).toBeNull();
  });
});

describe('the announcement form', () => {
  const valid = {
    text: ' Road works on Fermi Avenue ',
    audience: 'public' as const,
    start_dt: '2030-07-01T09:00',
    end_dt: '2030-07-01T17:00',
  };

  it('turns valid values into the request body', () => {
    expect(validateAnnouncement(valid)).toEqual({});
    expect(announcementFields(valid)).toEqual({
      text: 'Road works on Fermi Avenue',
      audience: 'public',
      start_dt: '2030-07-01T08:00:00.000Z',
      end_dt: '2030-07-01T16:00:00.000Z',
    });
  });

  it('explains what is missing or wrong', () => {
    const errors = validateAnnouncement({ text: '', audience: '', start_dt: 'x', end_dt: '' });
    expect(errors).toEqual({
      text: 'Text is required',
      audience: 'Choose who sees it',
      start_dt: 'Enter a date and time',
    });
    expect(validateAnnouncement({ ...valid, end_dt: '2030-07-01T08:00' })).toEqual({
      end_dt: 'The end must be after the start',
    });
    expect(validateAnnouncement({ ...valid, text: 'x'.repeat(501) }).text).toBe(
      'Text may have at most 500 characters',
    );
  });

  it('starts empty, or from the announcement being edited', () => {
    expect(announcementFormValues(null)).toEqual({
      text: '',
      audience: '',
      start_dt: '',
      end_dt: '',
    });
  });
});
