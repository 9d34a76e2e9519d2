import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ToastState, ToastStore } from './toast-store.ts';

export const ToastContext = createContext<ToastStore | null>(null);

function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (store === null) throw new Error('useToast needs a ToastContext provider');
  return store;
}

export function useToastState(): ToastState {
  const store = useToastStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export interface Toasts {
  /** Errors stay until closed (spec §4, §8). */
  error: (content: string) => void;
  warning: (content: string) => void;
  info: (content: string) => void;
  hide: () => void;
}

export function toastsFor(store: ToastStore): Toasts {
  return {
    error: (content) => store.show({ content, appearance: 'error', autoDismiss: false }),
    warning: (content) => store.show({ content, appearance: 'warning', autoDismiss: true }),
    info: (content) => store.show({ content, appearance: 'info', autoDismiss: true }),
    hide: store.hide,
  };
}

export function useToast(): Toasts {
  const store = useToastStore();
  return useMemo(() => toastsFor(store), [store]);
}
