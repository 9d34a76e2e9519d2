/** Failures before an account is locked: the 5th still answers "Incorrect…", the 6th is refused. */
export const MAX_FAILED_ATTEMPTS = 5;
const FIRST_LOCK_MS = 1_000;
const MAX_LOCK_MS = 15 * 60_000;

/** Lock length after `failures` consecutive failures: none before the 5th, then 1 s doubling to 15 min. */
export function lockDurationMs(failures: number): number {
  if (failures < MAX_FAILED_ATTEMPTS) return 0;
  const doublings = failures - MAX_FAILED_ATTEMPTS;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(doublings, 20));
}

export function lockedUntil(failures: number, now: Date): Date | null {
  const ms = lockDurationMs(failures);
  return ms === 0 ? null : new Date(now.getTime() + ms);
}
