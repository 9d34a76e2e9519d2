export * from './incident.ts';
export * from './incident-report.ts';
