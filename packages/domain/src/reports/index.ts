export * from './mi-report-period.ts';
export * from './mi-report.ts';
export * from './telemetry-report.ts';
export * from './telemetry-template.ts';
