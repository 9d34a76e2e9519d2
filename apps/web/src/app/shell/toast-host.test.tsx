import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsFor } from '../../lib/toast/toast-context.ts';
import {
  createToastStore,
  SHELL_TOAST_DISMISS_MS,
  TOAST_FADE_MS,
} from '../../lib/toast/toast-store.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ToastHost } from './toast-host.tsx';

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const store = createToastStore(SHELL_TOAST_DISMISS_MS);
    renderWithProviders(<ToastHost />, { toasts: store });
    return toastsFor(store);
  }

  it('shows nothing by default', () => {
    setup();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows an info toast in green and removes it after 3000 ms plus the 300 ms fade', () => {
    const toasts = setup();
    act(() => toasts.info('Password changed'));
    // Let the fade-in start.
    act(() => {
      vi.advanceTimersByTime(20);
    });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Password changed');
    expect(toast.getAttribute('data-appearance')).toBe('info');
    expect(toast.style.getPropertyValue('--notification-color')).toContain('green');

    act(() => {
      vi.advanceTimersByTime(SHELL_TOAST_DISMISS_MS - 21);
    });
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // Fading out: still in the document until the fade has run.
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(TOAST_FADE_MS + 50);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('keeps an error toast, in red, until its close button is pressed', () => {
    const toasts = setup();
    act(() => toasts.error('Incorrect username or password.'));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Incorrect username or password.');
    expect(toast.style.getPropertyValue('--notification-color')).toContain('red');
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    act(() => {
      vi.advanceTimersByTime(TOAST_FADE_MS + 50);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows a warning in orange', () => {
    const toasts = setup();
    act(() => toasts.warning('Vehicle data is stale'));
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.getByRole('status').style.getPropertyValue('--notification-color')).toContain(
      'orange',
    );
  });
});
