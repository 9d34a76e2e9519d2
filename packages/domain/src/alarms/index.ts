export * from './alarm-states.ts';
export * from './alarm-management.ts';
export * from './alarm-rules.ts';
export * from './alarm.ts';
export * from './alarm-condition.ts';
export * from './alarm-requests.ts';
export * from './alarm-measures.ts';
export * from './alarm-report-requests.ts';
