export type { AlarmChange, AlarmEvent } from './alarm-bus-events.ts';
