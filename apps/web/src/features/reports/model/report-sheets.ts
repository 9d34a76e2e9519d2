import type { MiReport } from '@shuttle-ops/domain';
import type { Cell, Sheet } from 'write-excel-file/universal';
import {
  ALARM_COLUMNS,
  ROUTE_COLUMNS,
  TOTAL_FIGURES,
  VEHICLE_COLUMNS,
  type ReportColumn,
} from './report-columns.ts';

const HEADER = { fontWeight: 'bold' } as const;

/** A figure as a spreadsheet cell: numbers stay numbers (shares as 0…1 with a percent format). */
function cell<T>(column: ReportColumn<T>, row: T): Cell {
  const value = column.value(row);
  if (value === null) return null;
  if (column.kind === 'share' && typeof value === 'number') return { value, format: '0.0%' };
  return value;
}

function table<T>(name: string, columns: readonly ReportColumn<T>[], rows: readonly T[]) {
  return {
    sheet: name,
    stickyRowsCount: 1,
    columns: columns.map((c) => ({ width: Math.max(12, c.header.length + 2) })),
    data: [
      columns.map((c) => ({ value: c.header, ...HEADER })),
      ...rows.map((row) => columns.map((c) => cell(c, row))),
    ],
  };
}

/**
 * The report as a workbook: the period and its totals, then one sheet per table (routes,
 * vehicles, alarm handling), each with the figures the screen shows, as numbers.
 */
export function reportSheets(report: MiReport): Sheet<Blob>[] {
  const summary = {
    sheet: 'Summary',
    columns: [{ width: 28 }, { width: 14 }],
    data: [
      [{ value: 'First day', ...HEADER }, report.first_day],
      [{ value: 'Last day', ...HEADER }, report.last_day],
      [{ value: 'Time zone', ...HEADER }, 'Europe/London'],
      [],
      ...TOTAL_FIGURES.map((f) => [{ value: f.header, ...HEADER }, cell(f, report.totals)]),
    ],
  };
  return [
    summary,
    table('Routes', ROUTE_COLUMNS, report.routes),
    table('Vehicles', VEHICLE_COLUMNS, report.vehicles),
    table('Alarm handling', ALARM_COLUMNS, report.alarm_levels),
  ];
}

/** Offers the report to the browser as an .xlsx download (the writer loads on first use). */
export async function downloadReportXlsx(report: MiReport): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(reportSheets(report)).toFile(
    `report-${report.first_day}-${report.last_day}.xlsx`,
  );
}
