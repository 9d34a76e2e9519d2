import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render.tsx';
import { transactionFixture } from '../testing/checklist-fixtures.ts';
import { ChecklistResult } from './checklist-result.tsx';

const show = (result: ReturnType<typeof transactionFixture>) =>
  renderRoutes([{ path: '/', element: <ChecklistResult result={result} /> }], '/');

describe('ChecklistResult', () => {
  it('passes with a defect recorded, saying which rule applied', async () => {
    show(
      transactionFixture({
        result: 'passed',
        failed_items: [
          {
            item_id: 'mirrors',
            label: 'Mirrors clean',
            safety_critical: false,
            blocking: false,
            severity: 'minor',
          },
        ],
      }),
    );
    expect(await screen.findByText('Checklist passed with 1 defect')).toBeTruthy();
    expect(screen.getByText('Mirrors clean (minor, defect to repair)')).toBeTruthy();
    expect(
      screen.getByText(/the vehicle may depart\. Report the defects for repair\./),
    ).toBeTruthy();
  });

  it('fails on an item that blocks departure, and says so', async () => {
    show(
      transactionFixture({
        result: 'failed',
        failed_items: [
          {
            item_id: 'battery',
            label: 'Battery charge',
            safety_critical: false,
            blocking: true,
            severity: 'major',
          },
        ],
      }),
    );
    expect(await screen.findByText('Checklist failed')).toBeTruthy();
    expect(screen.getByText('Battery charge (major, blocks departure)')).toBeTruthy();
    expect(screen.getByText(/An item that blocks departure failed/)).toBeTruthy();
  });
});
