import type { PublicService, PublicVehicle } from '@shuttle-ops/domain';
import {
  applyService,
  applyServices,
  applyVehicles,
  EMPTY_TRACKING,
} from '../model/tracking-state.ts';
import type { TrackingState } from '../model/tracking-state.ts';

export type TrackingAction =
  | { type: 'vehicles'; items: readonly PublicVehicle[]; at: number }
  | { type: 'services'; items: readonly PublicService[]; at: number }
  | { type: 'service'; service: PublicService; at: number };

export function reduceTracking(state: TrackingState, action: TrackingAction): TrackingState {
  switch (action.type) {
    case 'vehicles':
      return applyVehicles(state, action.items, action.at);
    case 'services':
      return applyServices(state, action.items, action.at);
    case 'service':
      return applyService(state, action.service, action.at);
  }
}

/** The page redraws at most this often, however many services change meanwhile. */
export const TRACKING_NOTIFY_MS = 100;

export interface TrackingStore {
  getSnapshot: () => TrackingState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: TrackingAction) => void;
  dispose: () => void;
}

/**
 * What the public page knows of its shuttles and services besides their live state (the live
 * store's): API reads and service events folded in as they come, from `initial` on (the last
 * known state saved on the device, or nothing).
 */
export function createTrackingStore(initial: TrackingState = EMPTY_TRACKING): TrackingStore {
  let state = initial;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const notify = () => {
    timer = undefined;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = reduceTracking(state, action);
      if (next === state) return;
      state = next;
      timer ??= setTimeout(notify, TRACKING_NOTIFY_MS);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      listeners.clear();
    },
  };
}
