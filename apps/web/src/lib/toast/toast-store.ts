/** Spec §9: a toast closes after 4000 ms by default; the application shell uses 3000 ms. */
export const TOAST_DEFAULT_DISMISS_MS = 4000;
export const SHELL_TOAST_DISMISS_MS = 3000;
/** Spec §9: closing fades out over 300 ms. */
export const TOAST_FADE_MS = 300;

export type ToastAppearance = 'error' | 'warning' | 'info';

/** Spec §3: the toast entity. */
export interface ToastState {
  visible: boolean;
  content: string;
  appearance: ToastAppearance;
  autoDismiss: boolean;
  dismissInterval: number;
}

export type ToastUpdate = Partial<Omit<ToastState, 'visible'>>;

export interface ToastStore {
  getState: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  /** Spec §4: merges the supplied content into the toast and makes it visible. */
  show: (update: ToastUpdate) => void;
  hide: () => void;
}

export function createToastStore(dismissInterval: number = TOAST_DEFAULT_DISMISS_MS): ToastStore {
  const listeners = new Set<() => void>();
  // Spec §2: hidden by default, info appearance.
  let state: ToastState = {
    visible: false,
    content: '',
    appearance: 'info',
    autoDismiss: true,
    dismissInterval,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: ToastState): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  const cancelTimer = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const hide = (): void => {
    cancelTimer();
    if (state.visible) set({ ...state, visible: false });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(update) {
      cancelTimer();
      set({ ...state, ...update, visible: true });
      if (state.autoDismiss) timer = setTimeout(hide, state.dismissInterval);
    },
    hide,
  };
}
