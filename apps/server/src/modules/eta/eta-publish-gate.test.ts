import type { Service } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { createEtaPublishGate } from './eta-publish-gate.ts';

const AT = Date.parse('2026-11-28T10:00:00Z');

function service(
  etas: readonly number[],
  more: { status?: 'on_time' | 'held'; arrivedAt?: string | null; id?: string } = {},
): Service {
  return {
    Service_ID: more.id ?? 's1',
    stops: etas.map((offsetS, i) => ({
      No: i + 1,
      etaExpected: new Date(AT + offsetS * 1000).toISOString(),
      etaStatus: i === 0 && more.status ? more.status : 'on_time',
      arrived_at: i === 0 ? (more.arrivedAt ?? null) : null,
    })),
  } as unknown as Service;
}

describe('the ETA publish gate', () => {
  it('sends the first frame, then only when an arrival moved by 15 s or more', () => {
    const gate = createEtaPublishGate();
    expect(gate.admit(service([60, 180]))).toBe(true);
    expect(gate.admit(service([60, 180]))).toBe(false);
    expect(gate.admit(service([70, 190]))).toBe(false);
    // Measured from the last frame sent, not the last one seen: small drifts add up.
    expect(gate.admit(service([74, 194]))).toBe(false);
    expect(gate.admit(service([75, 180]))).toBe(true);
    expect(gate.admit(service([75, 166]))).toBe(false);
    expect(gate.admit(service([75, 165]))).toBe(true);
  });

  it('sends a change of status or an arrival at once', () => {
    const gate = createEtaPublishGate();
    expect(gate.admit(service([60, 180]))).toBe(true);
    expect(gate.admit(service([61, 181], { status: 'held' }))).toBe(true);
    expect(gate.admit(service([61, 181], { status: 'held' }))).toBe(false);
    expect(gate.admit(service([61, 181], { arrivedAt: '2026-11-28T10:01:00.000Z' }))).toBe(true);
    expect(gate.admit(service([61, 181, 300]))).toBe(true);
  });

  it('keeps services apart, and sends again after forgetting one', () => {
    const gate = createEtaPublishGate();
    expect(gate.admit(service([60], { id: 'a' }))).toBe(true);
    expect(gate.admit(service([60], { id: 'b' }))).toBe(true);
    expect(gate.admit(service([60], { id: 'a' }))).toBe(false);
    gate.forget('a');
    expect(gate.admit(service([60], { id: 'a' }))).toBe(true);
    expect(gate.admit(service([60], { id: 'b' }))).toBe(false);
  });
});
