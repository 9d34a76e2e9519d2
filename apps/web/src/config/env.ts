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
const builtMapStyle =
  typeof configuredMapStyle === 'string' && configuredMapStyle !== '' ? configuredMapStyle : null;

/** A MapLibre style for each theme. */
export interface MapStyles {
  light: string;
  dark: string;
}

/**
 * The base map's styles: the server's MAP_STYLE (learnt at start, runtime-config.ts), else the
 * build's VITE_MAP_STYLE_URL; null keeps the site drawing bundled with the console (the
 * default: the console must work without internet).
 */
const builtMapStyles: MapStyles | null =
  builtMapStyle === null ? null : { light: builtMapStyle, dark: builtMapStyle };
export let MAP_STYLES = builtMapStyles;

/** The server's MAP_STYLE and MAP_STYLE_DARK; null (none set there) keeps the build's choice. */
export function adoptMapStyles(styles: MapStyles | null): void {
  MAP_STYLES = styles ?? builtMapStyles;
}
