import type { Alarm, AlarmChangeKind } from '@shuttle-ops/domain';
import type { BusEventOf } from '../../events/bus-event.ts';

/** An alarm as it is after a change, and what changed (`onProcessAlerts`). */
export type AlarmChange = Alarm & { change: AlarmChangeKind };

/** Every change of an alarm: raised, any step of its lifecycle, repeats, deletion. */
export type AlarmEvent = BusEventOf<'alarm', AlarmChange>;

declare module '../../events/bus-event.ts' {
  interface BusEvents {
    alarms: AlarmEvent;
  }
}
