import type { AlertCategory, AlertLevel } from '@shuttle-ops/domain';

/** The conditions a simulated shuttle raises, with what they mean for the passenger service. */
export const ALERT_KINDS = [
  'OBSTACLE',
  'EMERGENCY_STOP',
  'GNSS_DEGRADED',
  'DOOR_OBSTRUCTION',
  'DOOR_FAULT',
  'LOW_BATTERY',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface AlertDefinition {
  code: string;
  category: AlertCategory;
  level: AlertLevel;
  message: string;
  consequences: string;
  correctionProcedure: string;
  /** How long the condition lasts, in simulated seconds; null when a state ends it. */
  durationS: readonly [number, number] | null;
  /** How often it happens while the shuttle is driving, per hour; 0 when a state raises it. */
  perDrivingHour: number;
}

export const ALERT_CATALOGUE: Readonly<Record<AlertKind, AlertDefinition>> = {
  OBSTACLE: {
    code: 'PER-101',
    category: 'PERCEPTION',
    level: 'WARNING',
    message: 'Obstacle detected in the path',
    consequences: 'The shuttle brakes and waits until the path is clear; the service is delayed.',
    correctionProcedure:
      'Watch the front cameras. If the obstacle stays over 60 s, ask the safety driver to clear the path or drive around it in manual mode.',
    durationS: [5, 25],
    perDrivingHour: 4,
  },
  EMERGENCY_STOP: {
    code: 'SAF-201',
    category: 'SAFETY',
    level: 'CRITICAL',
    message: 'Emergency stop triggered',
    consequences: 'The shuttle has stopped at once and will not move until the stop is reset.',
    correctionProcedure:
      'Check the cabin and surroundings on camera, speak to the passengers over the intercom, then reset the emergency stop from the console or on board.',
    durationS: [20, 60],
    perDrivingHour: 0.3,
  },
  GNSS_DEGRADED: {
    code: 'LOC-301',
    category: 'LOCALISATION',
    level: 'WARNING',
    message: 'GNSS corrections lost; localisation degraded',
    consequences: 'The shuttle drives at reduced speed (at most 9 km/h) on lidar localisation.',
    correctionProcedure:
      'Check the RTK correction service and the modem; if it persists over 5 minutes, take the shuttle out of service.',
    durationS: [30, 120],
    perDrivingHour: 0.5,
  },
  DOOR_OBSTRUCTION: {
    code: 'DOR-401',
    category: 'DOORS',
    level: 'WARNING',
    message: 'Door obstructed while closing',
    consequences: 'The doors reopen and the shuttle stays at the stop.',
    correctionProcedure:
      'Ask passengers over the intercom to stand clear of the doors; if the doors still do not close, send staff to the stop.',
    durationS: [4, 12],
    perDrivingHour: 0,
  },
  DOOR_FAULT: {
    code: 'DOR-402',
    category: 'DOORS',
    level: 'WARNING',
    message: 'Rear door sensor fault; the rear door stays closed',
    consequences: 'Passengers board and alight by the front door only; stops take longer.',
    correctionProcedure:
      'Tell passengers at the next stops to use the front door; book the door sensor for the depot at the end of the service.',
    durationS: null,
    perDrivingHour: 0,
  },
  LOW_BATTERY: {
    code: 'NRG-501',
    category: 'ENERGY',
    level: 'WARNING',
    message: 'Battery low',
    consequences: 'The shuttle goes out of service at its charging stop to recharge.',
    correctionProcedure:
      'Make sure the charger at the charging stop is free; plan a replacement shuttle if the service must continue.',
    durationS: null,
    perDrivingHour: 0,
  },
};

/** The chance that a closing door is obstructed. */
export const DOOR_OBSTRUCTION_CHANCE = 0.03;
