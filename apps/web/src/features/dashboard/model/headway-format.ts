/** "8 min", or "40 s" under a minute. */
export function formatGap(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  return `${Math.round(seconds / 60)} min`;
}

/**
 * The coefficient of variation of the gaps in words: 0 is evenly spaced; from 0.5 on the loop
 * is far from even.
 */
export function formatRegularity(cv: number): string {
  const words = cv < 0.2 ? 'even' : cv < 0.5 ? 'uneven' : 'very uneven';
  return `CV ${cv.toFixed(2)} (${words})`;
}
