import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  SHELL_TOAST_DISMISS_MS,
  TOAST_DEFAULT_DISMISS_MS,
  TOAST_FADE_MS,
} from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the timings of spec §9', () => {
    expect(TOAST_DEFAULT_DISMISS_MS).toBe(4000);
    expect(SHELL_TOAST_DISMISS_MS).toBe(3000);
    expect(TOAST_FADE_MS).toBe(300);
  });

  it('starts hidden, with the info appearance', () => {
    const store = createToastStore();
    expect(store.getState()).toEqual({
      visible: false,
      content: '',
      appearance: 'info',
      autoDismiss: true,
      dismissInterval: 4000,
    });
  });

  it('closes after 4000 ms by default', () => {
    const store = createToastStore();
    store.show({ content: 'Saved' });
    vi.advanceTimersByTime(3999);
    expect(store.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().visible).toBe(false);
  });

  it('closes after 3000 ms in the application shell', () => {
    const store = createToastStore(SHELL_TOAST_DISMISS_MS);
    store.show({ content: 'Saved' });
    vi.advanceTimersByTime(2999);
    expect(store.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().visible).toBe(false);
  });

  it('merges what is shown into the current toast', () => {
    const store = createToastStore();
    store.show({ content: 'First', appearance: 'warning', dismissInterval: 1000 });
    store.show({ content: 'Second' });
    expect(store.getState()).toMatchObject({
      visible: true,
      content: 'Second',
      appearance: 'warning',
      dismissInterval: 1000,
    });
  });

  it('keeps a toast without auto-dismiss until it is closed', () => {
    const store = createToastStore();
    store.show({
      content: 'Incorrect username or password.',
      appearance: 'error',
      autoDismiss: false,
    });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().visible).toBe(true);
    store.hide();
    expect(store.getState().visible).toBe(false);
  });

  it('restarts the countdown when a new toast replaces the visible one', () => {
    const store = createToastStore();
    store.show({ content: 'One' });
    vi.advanceTimersByTime(3000);
    store.show({ content: 'Two' });
    vi.advanceTimersByTime(3000);
    expect(store.getState()).toMatchObject({ visible: true, content: 'Two' });
    vi.advanceTimersByTime(1000);
    expect(store.getState().visible).toBe(false);
  });

  it('does not let an earlier timer close a persistent toast shown after it', () => {
    const store = createToastStore();
    store.show({ content: 'Saved' });
    store.show({ content: 'Failed', appearance: 'error', autoDismiss: false });
    vi.advanceTimersByTime(10_000);
    expect(store.getState()).toMatchObject({ visible: true, content: 'Failed' });
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ content: 'Hello' });
    vi.advanceTimersByTime(4000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show({ content: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
