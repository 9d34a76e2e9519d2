import readXlsxFile from 'read-excel-file/universal';
import writeXlsxFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { miReport } from './mi-report.fixture.ts';
import { reportSheets } from './report-sheets.ts';

/** Writes the workbook as the browser does and reads it back with a spreadsheet reader. */
async function roundTrip() {
  const blob = await writeXlsxFile(reportSheets(miReport)).toBlob();
  const sheets = await readXlsxFile(await blob.arrayBuffer());
  return new Map(sheets.map((s) => [s.sheet, s.data]));
}

describe('the report as a workbook', () => {
  it('opens in a spreadsheet reader with the period, totals and one sheet per table', async () => {
    const sheets = await roundTrip();
    expect([...sheets.keys()]).toEqual(['Summary', 'Routes', 'Vehicles', 'Alarm handling']);
    const summary = sheets.get('Summary')!;
    expect(summary[0]).toEqual(['First day', '2026-06-01']);
    expect(summary[1]).toEqual(['Last day', '2026-06-07']);
    const total = (name: string) => summary.find((row) => row[0] === name)?.[1];
    expect(total('Passengers carried')).toBe(17);
    expect(total('Vehicle-km')).toBe(2.45);
    expect(total('Checklist pass rate')).toBe(0.5);
  });

  it('keeps figures as numbers under the headings the screen shows', async () => {
    const sheets = await roundTrip();
    const [routeHead, route] = sheets.get('Routes')!;
    expect(routeHead).toEqual([
      'Route',
      'Services',
      'Service hours',
      'Vehicle-km',
      'Passengers',
      'Wheelchair',
      'Incidents',
      'Headway CV',
    ]);
    expect(route).toEqual(['Campus Loop', 2, 2.5, 2.45, 17, 1, 1, 0.27]);
    const [vehicleHead, vehicle] = sheets.get('Vehicles')!;
    expect(vehicleHead!.slice(-2)).toEqual(['Checklists', 'Checklists passed']);
    expect(vehicle).toEqual(['Alpha', 2, 2.5, 2.45, 17, 4, 1632.7, 1, 1, 2, 1]);
    const levels = sheets.get('Alarm handling')!;
    // A level nobody handled has empty times, not zeros.
    expect(levels[1]).toEqual(['INFO', 0, null, null]);
    expect(levels[4]).toEqual(['CRITICAL', 2, 20, 200]);
  });
});
