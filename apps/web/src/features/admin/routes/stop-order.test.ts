import { describe, expect, it } from 'vitest';
import { addStop, moveStop, removeStop, stopIdsOf, stopItems } from './stop-order.ts';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('stop order', () => {
  const items = stopItems(['a', 'b', 'c'], keys());

  it('gives each place its own key, also for a stop that appears twice', () => {
    const twice = addStop(items, 'a', () => 'k4');
    expect(stopIdsOf(twice)).toEqual(['a', 'b', 'c', 'a']);
    expect(new Set(twice.map((item) => item.key)).size).toBe(4);
  });

  it('moves a stop up and down', () => {
    expect(stopIdsOf(moveStop(items, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(stopIdsOf(moveStop(items, 1, 1))).toEqual(['a', 'c', 'b']);
  });

  it('keeps the order at either end', () => {
    expect(stopIdsOf(moveStop(items, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(stopIdsOf(moveStop(items, 2, 1))).toEqual(['a', 'b', 'c']);
  });

  it('keeps the keys with their stops when moving', () => {
    const moved = moveStop(items, 2, -1);
    expect(moved[1]).toEqual(items[2]);
  });

  it('removes one place only', () => {
    const twice = addStop(items, 'b', () => 'k9');
    expect(stopIdsOf(removeStop(twice, 1))).toEqual(['a', 'c', 'b']);
  });

  it('never changes the list it was given', () => {
    moveStop(items, 0, 1);
    removeStop(items, 0);
    expect(stopIdsOf(items)).toEqual(['a', 'b', 'c']);
  });
});
