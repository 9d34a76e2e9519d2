import type { EventBus } from '../../events/event-bus.ts';
import type { MissionsService } from './missions.service.ts';

export interface MissionTrackerDeps {
  bus: EventBus;
  missions: Pick<MissionsService, 'onMissionEvent'>;
  logger: { error(fields: object, message: string): void };
}

/**
 * Keeps the missions table up to date from the mission events on the bus (stored by the ingest,
 * or made by the server). One vehicle's events are handled in order, one at a time.
 */
export async function startMissionTracker({ bus, missions, logger }: MissionTrackerDeps) {
  const queues = new Map<string, Promise<void>>();
  const off = await bus.subscribe(
    '*',
    (event) => {
      if (event.type !== 'mission') return;
      const previous = queues.get(event.vehicleId) ?? Promise.resolve();
      const next = previous
        .then(() => missions.onMissionEvent(event.payload))
        .catch((err: unknown) =>
          logger.error(
            { err, vehicle_id: event.vehicleId, mission_id: event.payload.mission_id },
            'mission event not applied',
          ),
        );
      queues.set(event.vehicleId, next);
      void next.then(() => {
        if (queues.get(event.vehicleId) === next) queues.delete(event.vehicleId);
      });
    },
    'bus: missions',
  );
  return {
    /** Stops listening; events being handled finish on their own (or fail with the database). */
    stop() {
      off();
      return Promise.resolve();
    },
  };
}
