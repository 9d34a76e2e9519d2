import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('returns to the page that asked for sign-in', () => {
    expect(redirectTarget({ from: '/admin/vehicle?page=2' })).toBe('/admin/vehicle?page=2');
  });

  it('goes home without a usable origin', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({ from: 42 })).toBe('/');
    expect(redirectTarget({ from: '/login' })).toBe('/');
  });

  it('never leaves the site', () => {
    expect(redirectTarget({ from: '//evil.example/x' })).toBe('/');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
  });
});
