import { HARWELL_SITE, type FleetAlert } from '@shuttle-ops/domain';
import { ALERT_CATALOGUE } from './alert-catalogue.ts';
import type { ActiveAlert, VehicleState } from './vehicle-state.ts';

export interface AlertIds {
  /** Unique per message. */
  messageId: string;
  /** Names the condition from raise to clear. */
  conditionId: string;
  /** Increases per vehicle. */
  msgId: number;
}

/** The alert message for a condition that was raised or cleared, sent at `at`. */
export function alertMessage(
  s: VehicleState,
  alert: ActiveAlert,
  change: 'raised' | 'cleared',
  ids: AlertIds,
  at: Date,
  siteName: string = HARWELL_SITE.siteName,
): FleetAlert {
  const definition = ALERT_CATALOGUE[alert.kind];
  const message =
    change === 'raised' ? definition.message : `Cleared: ${definition.message.toLowerCase()}`;
  return {
    id: ids.messageId,
    level: definition.level,
    source_id: s.spec.vehicleId,
    source_type: 'VEHICLE',
    message,
    time: at.toISOString(),
    Source_ID: s.spec.vehicleId,
    Customer_ID: s.spec.customerId,
    event_name: change === 'raised' ? 'ALERT_RAISED' : 'ALERT_CLEARED',
    msg_id: ids.msgId,
    site_name: siteName,
    timestamp: at.getTime(),
    location: {
      lat: Math.round(s.lat * 1e7) / 1e7,
      lon: Math.round(s.lon * 1e7) / 1e7,
      alt: Math.round(s.altitude * 10) / 10,
      bearing: (Math.round(s.heading * 10) / 10) % 360,
    },
    alerts: [
      {
        id: ids.conditionId,
        category: definition.category,
        code: definition.code,
        level: definition.level,
        state: change === 'raised' ? 'ACTIVE' : 'CLEARED',
        message: definition.message,
        consequences: definition.consequences,
        correctionProcedure: definition.correctionProcedure,
      },
    ],
  };
}
