import { incidentReportBody, londonDay } from '@shuttle-ops/domain';
import type { IncidentCategory, IncidentSeverity, IncidentStatus } from '@shuttle-ops/domain';
import type { IncidentReportFields } from '../../../lib/api/incidents-api.ts';
import { issueMessage, parseWith } from '../../../lib/forms/schema-validation.ts';
import { siteDayEnd, siteDayStart } from '../../../lib/time/site-days.ts';

/** The report's period is whole site days, the first and the last included. */
export interface ReportFormValues {
  fromDay: string;
  toDay: string;
  Vehicle_ID: string;
  category: IncidentCategory | '';
  severity: IncidentSeverity | '';
  status: IncidentStatus | '';
  title: string;
}

export const REPORT_LABELS: Readonly<Record<string, string>> = {
  fromDay: 'From',
  toDay: 'To',
  Vehicle_ID: 'Vehicle',
  category: 'Category',
  severity: 'Severity',
  status: 'Status',
  title: 'Title',
};

/** The last 30 days up to today. */
export function defaultReportValues(now: Date): ReportFormValues {
  const start = new Date(now.getTime() - 29 * 24 * 3600 * 1000);
  return {
    fromDay: londonDay(start),
    toDay: londonDay(now),
    Vehicle_ID: '',
    category: '',
    severity: '',
    status: '',
    title: '',
  };
}

function reportBody(values: ReportFormValues) {
  return {
    from: siteDayStart(values.fromDay) ?? 'not-a-date',
    to: siteDayEnd(values.toDay) ?? 'not-a-date',
    ...(values.Vehicle_ID === '' ? {} : { Vehicle_ID: values.Vehicle_ID }),
    ...(values.category === '' ? {} : { category: values.category }),
    ...(values.severity === '' ? {} : { severity: values.severity }),
    ...(values.status === '' ? {} : { status: values.status }),
    ...(values.title.trim() === '' ? {} : { title: values.title }),
  };
}

const FIELD_OF: Record<string, string> = { from: 'fromDay', to: 'toDay' };

/** The server's rules (the domain schema), on the form's fields, with messages for people. */
export function validateReport(values: ReportFormValues): Record<string, string> {
  const result = incidentReportBody.safeParse(reportBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = FIELD_OF[key] ?? key;
    if (field in errors) continue;
    if (field === 'fromDay' || field === 'toDay') {
      errors[field] =
        issue.code === 'custom'
          ? issue.message === 'must not be before from'
            ? 'On or after the first day'
            : `The period ${issue.message.replace(/^the period /, '')}`
          : 'Enter a day';
    } else errors[field] = issueMessage(issue, REPORT_LABELS[field] ?? 'This field');
  }
  return errors;
}

export function reportFields(values: ReportFormValues): IncidentReportFields {
  const { Customer_ID: _customer, ...fields } = parseWith(incidentReportBody, reportBody(values));
  return fields;
}
