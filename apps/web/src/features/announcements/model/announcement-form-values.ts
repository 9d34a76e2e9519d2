import { ANNOUNCEMENT_TEXT_MAX, announcementCreateBody } from '@shuttle-ops/domain';
import type { Announcement, AnnouncementAudience } from '@shuttle-ops/domain';
import type { AnnouncementFields } from '../../../lib/api/announcements-api.ts';
import { parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';
import { fromSiteLocal, toSiteLocal } from '../../../lib/time/site-local-time.ts';

/** The form's fields carry the wire's names, so the server's field errors land on them. */
export interface AnnouncementFormValues {
  text: string;
  audience: AnnouncementAudience | '';
  /** Site-local (Europe/London) date and time, as a datetime-local input holds it. */
  start_dt: string;
  end_dt: string;
}

export const ANNOUNCEMENT_LABELS = {
  text: 'Text',
  audience: 'Audience',
  start_dt: 'Start',
  end_dt: 'End',
} as const satisfies Record<keyof AnnouncementFormValues, string>;

export const ANNOUNCEMENT_FIELDS = Object.keys(
  ANNOUNCEMENT_LABELS,
) as (keyof AnnouncementFormValues)[];

export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  operators: 'Operators',
  public: 'Public',
  both: 'Operators and public',
};

export { ANNOUNCEMENT_TEXT_MAX };

export function announcementFormValues(row: Announcement | null): AnnouncementFormValues {
  if (row === null) return { text: '', audience: '', start_dt: '', end_dt: '' };
  return {
    text: row.text,
    audience: row.audience,
    start_dt: toSiteLocal(row.start_dt),
    end_dt: toSiteLocal(row.end_dt),
  };
}

// An unreadable date goes to the schema as text it refuses; the message is replaced below.
const instant = (local: string) => {
  const iso = fromSiteLocal(local);
  return iso === null ? 'not-a-date' : iso;
};

const body = (values: AnnouncementFormValues) => ({
  text: values.text,
  audience: values.audience === '' ? undefined : values.audience,
  start_dt: instant(values.start_dt),
  end_dt: values.end_dt.trim() === '' ? null : instant(values.end_dt),
});

const schemaErrors = schemaValidator(announcementCreateBody, body, {
  labels: ANNOUNCEMENT_LABELS,
});

/** Without a start the announcement starts now, so its end must be later than now. */
function endsBeforeNow(values: AnnouncementFormValues): boolean {
  const end = fromSiteLocal(values.end_dt);
  return values.start_dt.trim() === '' && end != null && Date.parse(end) <= Date.now();
}

/** The same rules as the server, with messages for people; times are the site's (London). */
export function validateAnnouncement(values: AnnouncementFormValues): Record<string, string> {
  const errors = schemaErrors(values);
  if (errors['audience'] !== undefined) errors['audience'] = 'Choose who sees it';
  if (fromSiteLocal(values.start_dt) === null) errors['start_dt'] = 'Enter a date and time';
  if (fromSiteLocal(values.end_dt) === null) errors['end_dt'] = 'Enter a date and time';
  else if (errors['end_dt'] !== undefined) errors['end_dt'] = 'The end must be after the start';
  else if (endsBeforeNow(values)) errors['end_dt'] = 'The end must be after the start (now)';
  return errors;
}

/** The request body; a blank start means "now" (the server's default). */
export function announcementFields(values: AnnouncementFormValues): AnnouncementFields {
  const { Customer_ID: _customer, ...fields } = parseWith(announcementCreateBody, body(values));
  return fields;
}
