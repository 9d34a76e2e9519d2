import { z } from 'zod';
import { customerIdParam, timestamp } from '../admin/list.ts';
import { checklistResult } from './checklist-transaction.ts';

/** The checklist day is the site's day. */
export const CHECKLIST_TIME_ZONE = 'Europe/London';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHECKLIST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHECKLIST_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});
const readable = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHECKLIST_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026-11-27`: the day in Europe/London of an instant. */
export const londonDay = (at: Date): string => dayFormat.format(at);

/** The instant a Europe/London day (`YYYY-MM-DD`) begins. */
export function startOfLondonDay(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // London is UTC or UTC+1, and clocks change at 01:00 UTC: at UTC midnight its hour is the offset.
  const offsetHours = Number(hourFormat.format(utcMidnight)) % 24;
  return new Date(utcMidnight.getTime() - offsetHours * 3_600_000);
}

/** `27 Nov 2026, 07:12` in Europe/London, for messages. */
export const londonTime = (at: Date): string => readable.format(at);

export const DEPARTURE_GATE_STATES = [
  'not_required',
  'ready',
  'override',
  'checklist_required',
  'checklist_failed',
  'out_of_service',
] as const;
export type DepartureGateState = (typeof DEPARTURE_GATE_STATES)[number];

/** The codes of a refused start (409). */
export const DEPARTURE_REFUSALS = {
  checklist_required: 'CHECKLIST_REQUIRED',
  checklist_failed: 'CHECKLIST_FAILED',
  out_of_service: 'VEHICLE_OUT_OF_SERVICE',
} as const;

export interface GateFacts {
  vehicleName: string;
  /** The masters that apply to the vehicle (none: no gate). */
  masters: readonly { id: string; name: string }[];
  /** An uncleared hold after a failed safety-critical item. */
  hold: { transactionId: string; completedAt: Date; items: readonly string[] } | null;
  /** The vehicle's newest completed checklist. */
  latest: { id: string; masterName: string; completedAt: Date; result: 'passed' | 'failed' } | null;
  /** An administrator's unused override for today. */
  override: { id: string; reason: string } | null;
  now: Date;
}

export interface GateDecision {
  allowed: boolean;
  state: DepartureGateState;
  message: string;
}

const names = (masters: GateFacts['masters']) => masters.map((m) => `“${m.name}”`).join(' or ');

/**
 * The departure gate (issue 16): a vehicle with a master that applies to it starts a service
 * only after a passed checklist of today (Europe/London) that is its newest one, never while a
 * failed safety-critical item holds it, unless an administrator overrode the checklist for today.
 */
export function decideDeparture(facts: GateFacts): GateDecision {
  const { vehicleName, masters, hold, latest, override, now } = facts;
  if (hold) {
    return {
      allowed: false,
      state: 'out_of_service',
      message:
        `${vehicleName} is out of service: the checklist of ${londonTime(hold.completedAt)} failed ` +
        `on a safety-critical item (${hold.items.join(', ')}). An administrator must clear it ` +
        'with a note before a service can start.',
    };
  }
  if (masters.length === 0) {
    return {
      allowed: true,
      state: 'not_required',
      message: 'No checklist applies to this vehicle.',
    };
  }
  if (latest?.result === 'passed' && londonDay(latest.completedAt) === londonDay(now)) {
    return {
      allowed: true,
      state: 'ready',
      message: `${vehicleName} passed “${latest.masterName}” at ${londonTime(latest.completedAt)}.`,
    };
  }
  if (override) {
    return {
      allowed: true,
      state: 'override',
      message: `An administrator let ${vehicleName} start without a checklist today: ${override.reason}`,
    };
  }
  if (latest?.result === 'failed') {
    return {
      allowed: false,
      state: 'checklist_failed',
      message:
        `${vehicleName}’s last checklist (“${latest.masterName}”, ${londonTime(latest.completedAt)}) ` +
        `failed. Complete ${names(masters)} again and pass it before starting a service.`,
    };
  }
  return {
    allowed: false,
    state: 'checklist_required',
    message: `Complete ${names(masters)} for ${vehicleName} today before starting a service.`,
  };
}

/** `GET checklist/gate/{Vehicle_ID}`: whether the vehicle may start a service now, and why. */
export const departureGateStatus = z.object({
  Vehicle_ID: z.uuid(),
  vehicle_name: z.string(),
  allowed: z.boolean(),
  state: z.enum(DEPARTURE_GATE_STATES),
  message: z.string(),
  /** The masters that apply; one of them must be passed. */
  CL_Master_IDs: z.array(z.uuid()),
  last_checklist: z
    .object({ CL_Transaction_ID: z.uuid(), completed_date: timestamp, result: checklistResult })
    .nullable(),
  /** The open hold after a failed safety-critical item. */
  hold: z
    .object({ hold_id: z.uuid(), CL_Transaction_ID: z.uuid(), items: z.array(z.string()) })
    .nullable(),
});
export type DepartureGateStatus = z.infer<typeof departureGateStatus>;

const note = z.string().trim().min(1).max(1000);

/** `POST checklist/clearance`: an administrator puts a held vehicle back in service. */
export const checklistClearanceBody = z.object({
  Customer_ID: customerIdParam,
  Vehicle_ID: z.uuid(),
  note,
});
export type ChecklistClearanceBody = z.infer<typeof checklistClearanceBody>;

/** `POST checklist/override`: an administrator lets a vehicle start today without a checklist. */
export const checklistOverrideBody = z.object({
  Customer_ID: customerIdParam,
  Vehicle_ID: z.uuid(),
  reason: note,
});
export type ChecklistOverrideBody = z.infer<typeof checklistOverrideBody>;

export const checklistOverride = z.object({
  override_id: z.uuid(),
  Vehicle_ID: z.uuid(),
  reason: z.string(),
  created_by: z.string(),
  create_dt: timestamp,
  /** The end of the day (Europe/London) it was given on; it is used by the next start. */
  valid_until: timestamp,
});
export type ChecklistOverride = z.infer<typeof checklistOverride>;
