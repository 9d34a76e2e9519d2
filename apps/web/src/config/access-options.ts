import { SPEC_ACCESS, type AccessOptions } from '@shuttle-ops/domain';

/**
 * The deviations from the menus and route access of spec §2 and §6 this deployment's
 * administrator switched on (none until the server says otherwise). They only decide what the
 * menu shows and which screens open; the server enforces its own API permissions.
 */
export let ACCESS_OPTIONS: AccessOptions = SPEC_ACCESS;

/** The server's access options, learnt at start (runtime-config.ts); importers see the change. */
export function adoptAccessOptions(options: AccessOptions): void {
  ACCESS_OPTIONS = options;
}
