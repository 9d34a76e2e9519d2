import { FIRST_SCREEN } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { readFirstScreenData } from './first-screen.ts';

const data = {
  customer: null,
  announcements: {
    Items: [
      {
        id: '00000000-0000-4000-8000-000000000000',
        text: 'Welcome aboard',
        start_dt: '2026-01-01T00:00:00.000Z',
        end_dt: null,
      },
    ],
    Count: 1,
    total: 1,
  },
};

function page(island: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (island !== null) {
    doc.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN.islandId}">${island}</script>`;
  }
  return doc;
}

describe('readFirstScreenData', () => {
  it('reads the announcements the HTML came with, for the same customer only', () => {
    expect(readFirstScreenData(null, page(JSON.stringify(data)))).toEqual(data);
    expect(readFirstScreenData('other', page(JSON.stringify(data)))).toBeNull();
  });

  it('gives nothing without the data or with data of another shape', () => {
    expect(readFirstScreenData(null, page(null))).toBeNull();
    expect(readFirstScreenData(null, page('{"customer":null}'))).toBeNull();
    expect(readFirstScreenData(null, page('not json'))).toBeNull();
    expect(readFirstScreenData(null, undefined)).toBeNull();
  });
});
