import { describe, expect, it } from 'vitest';
import { checklistFixture, failedChecklistFixture } from '../checklist-fixtures.ts';
import { checklistsCsv } from './checklists-csv.ts';

describe('checklistsCsv', () => {
  it('writes a header and one line per checklist, times in London', () => {
    const lines = checklistsCsv([failedChecklistFixture(3), checklistFixture(1)]).split('\r\n');
    expect(lines[0]).toBe(
      'completed (Europe/London),started (Europe/London),checklist,version,vehicle,operator,result,failed items,safety-critical failed,notes,Service_ID,CL_Transaction_ID',
    );
    expect(lines[1]).toBe(
      '2026-07-03 07:00:03,2026-07-03 06:52:00,Daily pre-departure check,3,Harwell Shuttle 2,Olive Operator,Failed,Tyres undamaged,no,Left mirror loose,,80000000-0000-4000-8000-000000000003',
    );
    expect(lines[2]).toContain(',Passed,,no,,,');
    expect(lines.at(-1)).toBe('');
  });

  it('quotes commas, names an anonymized operator and defuses formulas', () => {
    const row = checklistFixture(1, {
      operatorName: null,
      Operator_ID: null,
      anonymized: true,
      notes: { text: '=HYPERLINK("x"), loose', video_or_images: [] },
    });
    const line = checklistsCsv([row]).split('\r\n')[1];
    expect(line).toContain(',Removed (anonymized),Passed,');
    expect(line).toContain(`,"'=HYPERLINK(""x""), loose",`);
  });
});
