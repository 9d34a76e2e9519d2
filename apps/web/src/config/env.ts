import { DEFAULT_PLATFORM_OWNER } from '@shuttle-ops/domain';

const configuredOwner: unknown = import.meta.env['VITE_PLATFORM_OWNER'];

/**
 * The platform owner's customer name (the server's PLATFORM_OWNER). It only decides whether the
 * Remote Operator menu item shows; the server enforces the same rule on every call.
 */
export let PLATFORM_OWNER =
  typeof configuredOwner === 'string' && configuredOwner !== ''
    ? configuredOwner
    : DEFAULT_PLATFORM_OWNER;

/** The server's PLATFORM_OWNER, learnt at start (runtime-config.ts); importers see the change. */
export function adoptPlatformOwner(owner: string): void {
  PLATFORM_OWNER = owner;
}

export const APP_TITLE = 'Shuttle Tracker';
export const PRODUCT_NAME = 'Shuttle Ops';

const configuredMapStyle: unknown = import.meta.env['VITE_MAP_STYLE_URL'];

/**
 * A MapLibre style URL for online tiles; null keeps the offline Harwell basemap bundled in the
 * app (the default: the console must work without internet).
 */
export const MAP_STYLE_URL =
  typeof configuredMapStyle === 'string' && configuredMapStyle !== '' ? configuredMapStyle : null;
