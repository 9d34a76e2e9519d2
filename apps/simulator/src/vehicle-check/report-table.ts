import type { VehicleCheckReport } from './run-check.ts';
import type { SampleResult } from './verdict.ts';

const expectedText = (result: SampleResult): string =>
  result.expected.outcome === 'accepted' ? 'accepted' : `refused (${result.expected.reason})`;

const verdictText = (result: SampleResult): string =>
  result.reason === null ? result.verdict : `${result.verdict} ${result.reason}`;

const oneLine = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The report as a plain-text table, one row per message, and a closing line. */
export function reportTable(report: VehicleCheckReport): string {
  const header = ['', 'message', 'topic', 'PUBACK', 'expected', 'verdict', 'why'];
  const rows = report.results.map((result) => [
    result.pass ? 'ok' : 'FAIL',
    result.name,
    result.kind,
    result.puback ? 'yes' : 'no',
    expectedText(result),
    verdictText(result),
    oneLine(result.detail, 100),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  const passed = report.results.filter((result) => result.pass).length;
  return [
    `Vehicle ${report.vehicleId} of customer ${report.customerId} via ${report.mqttUrl}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    report.ok
      ? `All ${passed} messages came out as expected.`
      : `${report.results.length - passed} of ${report.results.length} messages did not come out as expected.`,
    '',
  ].join('\n');
}
