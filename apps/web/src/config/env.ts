import { DEFAULT_PLATFORM_OWNER } from '@shuttle-ops/domain';

const configuredOwner: unknown = import.meta.env['VITE_PLATFORM_OWNER'];

/**
 * The platform owner's customer name (the server's PLATFORM_OWNER). It only decides whether the
 * Remote Operator menu item shows; the server enforces the same rule on every call.
 */
export const PLATFORM_OWNER =
  typeof configuredOwner === 'string' && configuredOwner !== ''
    ? configuredOwner
    : DEFAULT_PLATFORM_OWNER;

export const APP_TITLE = 'Shuttle Tracker';
export const PRODUCT_NAME = 'Shuttle Ops';
