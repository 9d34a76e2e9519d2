import type {
  INCIDENT_SORT,
  IncidentCategory,
  IncidentSeverity,
  IncidentStatus,
  SortOrder,
} from '@shuttle-ops/domain';
import type { IncidentQuery } from '../../../lib/api/incidents-api.ts';
import { siteDayEnd, siteDayStart } from '../../../lib/time/site-days.ts';

export type IncidentSort = (typeof INCIDENT_SORT)[number];

/** What the list is filtered by; '' is "any"; days are Europe/London calendar days. */
export interface IncidentFilter {
  text: string;
  status: IncidentStatus | '';
  category: IncidentCategory | '';
  severity: IncidentSeverity | '';
  vehicleId: string;
  fromDay: string;
  toDay: string;
}

export const EMPTY_INCIDENT_FILTER: IncidentFilter = {
  text: '',
  status: '',
  category: '',
  severity: '',
  vehicleId: '',
  fromDay: '',
  toDay: '',
};

export interface IncidentPage {
  sort: IncidentSort;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The filter as `incidentListQuery` (without paging): occurred from `fromDay` to `toDay` included. */
export function filterQuery(filter: IncidentFilter): IncidentQuery {
  const text = filter.text.trim();
  const from = siteDayStart(filter.fromDay);
  const to = siteDayEnd(filter.toDay);
  return {
    ...(text === '' ? {} : { query: text }),
    ...(filter.status === '' ? {} : { status: filter.status }),
    ...(filter.category === '' ? {} : { category: filter.category }),
    ...(filter.severity === '' ? {} : { severity: filter.severity }),
    ...(filter.vehicleId === '' ? {} : { Vehicle_ID: filter.vehicleId }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The whole query of one page. */
export function pageQuery(filter: IncidentFilter, page: IncidentPage): IncidentQuery {
  return {
    ...filterQuery(filter),
    sort_attributes: page.sort,
    sort_order: page.order,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  };
}
