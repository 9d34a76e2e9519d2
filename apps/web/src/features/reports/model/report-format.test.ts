import { describe, expect, it } from 'vitest';
import { amount, duration, figure } from './report-format.ts';

describe('report figures', () => {
  it('shows a small amount as under a tenth, never as none', () => {
    expect(amount(0.02)).toBe('< 0.1');
    expect(amount(0)).toBe('0');
    expect(amount(0.06)).toBe('0.1');
    expect(amount(1234.56)).toBe('1,234.6');
    expect(amount(null)).toBe('–');
  });

  it('groups thousands and reads seconds as minutes', () => {
    expect(figure(1764.33)).toBe('1,764.3');
    expect(duration(200)).toBe('3 min 20 s');
    expect(duration(45)).toBe('45 s');
  });
});
