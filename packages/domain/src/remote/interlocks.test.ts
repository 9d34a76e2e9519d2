import { describe, expect, it } from 'vitest';
import { interlockFor } from './interlocks.ts';

const now = new Date('2026-03-02T09:00:10.000Z');
const fresh = { received_at: '2026-03-02T09:00:08.000Z', speed: 0, doors: 'CLOSED' };

describe('interlockFor', () => {
  it('always lets a stop through, even without telemetry', () => {
    expect(interlockFor('move/stop', undefined, now)).toBeNull();
    expect(interlockFor('move/stop', { ...fresh, received_at: null }, now)).toBeNull();
  });

  it('blocks everything else on telemetry older than 5 s or missing', () => {
    const old = { ...fresh, received_at: '2026-03-02T09:00:04.000Z' };
    expect(interlockFor('door/close', old, now)).toMatch(/6 s old/);
    expect(interlockFor('move/start', undefined, now)).toMatch(/no telemetry/);
    expect(
      interlockFor('door/close', { ...fresh, received_at: '2026-03-02T09:00:05.000Z' }, now),
    ).toBeNull();
  });

  it('opens doors only at a standstill and starts only with the doors closed', () => {
    expect(interlockFor('door/open', { ...fresh, speed: 3.2 }, now)).toMatch(
      /moving \(3\.2 km\/h\)/,
    );
    expect(interlockFor('door/open', fresh, now)).toBeNull();
    for (const doors of ['OPEN', 'OPENING', 'CLOSING']) {
      expect(interlockFor('move/start', { ...fresh, doors }, now)).toMatch(/not closed/);
    }
    expect(interlockFor('move/start', fresh, now)).toBeNull();
  });
});
