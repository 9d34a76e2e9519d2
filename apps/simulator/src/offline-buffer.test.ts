import { describe, expect, it } from 'vitest';
import { OfflineBuffer } from './offline-buffer.ts';

const drain = <T>(buffer: OfflineBuffer<T>): T[] => {
  const items: T[] = [];
  for (let item = buffer.shift(); item !== undefined; item = buffer.shift()) items.push(item);
  return items;
};

describe('OfflineBuffer', () => {
  it('keeps order', () => {
    const buffer = new OfflineBuffer<number>(10);
    [1, 2, 3].forEach((n) => buffer.push(n));
    expect(drain(buffer)).toEqual([1, 2, 3]);
    expect(buffer.size).toBe(0);
  });

  it('drops the oldest when full and counts them', () => {
    const buffer = new OfflineBuffer<number>(5000);
    let dropped = 0;
    for (let i = 0; i < 6000; i++) dropped += buffer.push(i);
    expect(dropped).toBe(1000);
    expect(buffer.dropped).toBe(1000);
    expect(buffer.size).toBe(5000);
    const items = drain(buffer);
    expect(items[0]).toBe(1000);
    expect(items.at(-1)).toBe(5999);
  });

  it('puts messages back at the front in order, dropping the oldest beyond capacity', () => {
    const buffer = new OfflineBuffer<number>(4);
    [3, 4, 5].forEach((n) => buffer.push(n));
    expect(buffer.requeue([1, 2])).toBe(1);
    expect(drain(buffer)).toEqual([2, 3, 4, 5]);
  });

  it('keeps working after many items went through', () => {
    const buffer = new OfflineBuffer<number>(3);
    for (let i = 0; i < 10_000; i++) {
      buffer.push(i);
      if (i % 2 === 0) buffer.shift();
    }
    expect(buffer.size).toBe(3);
    expect(drain(buffer)).toEqual([9997, 9998, 9999]);
  });
});
