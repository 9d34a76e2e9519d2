export * from './mi-report-period.ts';
export * from './mi-report.ts';
