import { describe, expect, it } from 'vitest';
import { sessionWith } from '../../testing/sessions.ts';
import { redirectTarget } from './redirect-target.ts';

const admin = sessionWith(['admin']);
const operator = sessionWith(['operator']);
const serviceManager = sessionWith(['service_manager']);

describe('redirectTarget', () => {
  it('returns to the page that asked for sign-in', () => {
    expect(redirectTarget({ from: '/admin/vehicle?page=2' }, admin)).toBe('/admin/vehicle?page=2');
    expect(redirectTarget({ from: '/servicehistory' }, operator)).toBe('/servicehistory');
  });

  it('lands on the role’s work screen without a usable origin', () => {
    expect(redirectTarget(null, admin)).toBe('/admin');
    expect(redirectTarget({ from: 42 }, operator)).toBe('/operator');
    expect(redirectTarget({ from: '/login' }, serviceManager)).toBe('/servicedashboard');
  });

  it('lands on the work screen instead of a page the role may not open', () => {
    expect(redirectTarget({ from: '/admin/users' }, operator)).toBe('/operator');
  });

  it('never leaves the site', () => {
    expect(redirectTarget({ from: '//evil.example/x' }, admin)).toBe('/admin');
    expect(redirectTarget({ from: 'https://evil.example' }, admin)).toBe('/admin');
  });
});
