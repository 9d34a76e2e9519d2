import { z } from 'zod';
import { ALERT_LEVELS } from '../fleet/alert-payload.ts';
import { MI_PERIODS } from './mi-report-period.ts';

/** The figures of one route, one vehicle or the whole customer over the period. */
export const miFigures = z.object({
  services: z.number().int(),
  service_hours: z.number(),
  vehicle_km: z.number(),
  passengers: z.number().int(),
  wheelchair_passengers: z.number().int(),
  incidents: z.number().int(),
});

const perThousandKm = z.number().nullable();

/** A vehicle's figures: also its alarms, remote interventions and checklists. */
export const miVehicleFigures = miFigures.extend({
  Vehicle_ID: z.string(),
  vehicle_name: z.string(),
  alarms: z.number().int(),
  alarms_per_1000_km: perThousandKm,
  remote_interventions: z.number().int(),
  remote_interventions_per_1000_km: perThousandKm,
  checklists: z.number().int(),
  checklists_passed: z.number().int(),
});

export const miRouteFigures = miFigures.extend({
  Route_ID: z.string(),
  route_name: z.string(),
  /**
   * A loop's headway regularity: the mean coefficient of variation of the gaps between its
   * shuttles, sampled each minute while two or more ran (0 = evenly spaced); null otherwise.
   */
  headway_cv: z.number().nullable(),
});

/** Per alarm level: new alarms and the median seconds people took to acknowledge and resolve. */
export const miAlarmLevel = z.object({
  level: z.enum(ALERT_LEVELS),
  alarms: z.number().int(),
  ack_median_s: z.number().nullable(),
  resolve_median_s: z.number().nullable(),
});

/** `GET mi-reporting`: the customer's management information over one period. */
export const miReport = z.object({
  period: z.enum(MI_PERIODS),
  first_day: z.iso.date(),
  last_day: z.iso.date(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  totals: miFigures.extend({
    alarms: z.number().int(),
    alarms_per_1000_km: perThousandKm,
    remote_interventions: z.number().int(),
    remote_interventions_per_1000_km: perThousandKm,
    checklists: z.number().int(),
    checklists_passed: z.number().int(),
    /** Passed checklists over all, 0…1; null without checklists. */
    checklist_pass_rate: z.number().nullable(),
  }),
  alarm_levels: z.array(miAlarmLevel),
  routes: z.array(miRouteFigures),
  vehicles: z.array(miVehicleFigures),
});

export type MiFigures = z.infer<typeof miFigures>;
export type MiVehicleFigures = z.infer<typeof miVehicleFigures>;
export type MiRouteFigures = z.infer<typeof miRouteFigures>;
export type MiAlarmLevel = z.infer<typeof miAlarmLevel>;
export type MiReport = z.infer<typeof miReport>;

/** How long a report token (`GET mi-reporting/x-token`) is valid, in seconds. */
export const MI_REPORT_TOKEN_TTL_S = 300;

/**
 * `GET mi-reporting/x-token`: a short-lived token for embedding the report; it reads
 * `GET mi-reporting` of its customer and nothing else.
 */
export const miReportTokenResponse = z.object({
  AuthenticationResult: z.object({
    AccessToken: z.string(),
    ExpiresIn: z.number().int(),
    TokenType: z.literal('Bearer'),
  }),
});
export type MiReportTokenResponse = z.infer<typeof miReportTokenResponse>;
