export * from './fleet-fields.ts';
export * from './topics.ts';
export * from './telemetry-payload.ts';
export * from './alert-payload.ts';
export * from './mission-event.ts';
export * from './vehicle-command.ts';
export * from './text-measure-values.ts';
export * from './decode-fleet-payload.ts';
