import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while React takes over HTML rendered ahead of time (the public page's first screen is
 * rendered at build time for a visitor with nothing stored), false in every other render. What a
 * screen reads from the device (localStorage, the session) is shown only once this is false, so
 * the first render matches the markup and React does not throw it away (error #418).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
