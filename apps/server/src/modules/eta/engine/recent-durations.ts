/** Durations kept (the most recent), and how many longer than one's age make an estimate. */
const KEEP = 200;
const ENOUGH = 5;
/**
 * The share of such durations expected to be over by then: under a half, since a shuttle later
 * than shown is only waited for, and an earlier one is missed.
 */
const OVER_SHARE = 0.4;

/**
 * How long something lasted lately on a route (s): vehicles held between stops, or dwelling at
 * stops. It tells how much longer an ongoing one will last: of the recent ones that lasted longer
 * than this one has so far, the time they went on for, by a quantile a little below their median.
 */
export class RecentDurations {
  private readonly durations: number[] = [];
  private next = 0;

  add(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    if (this.durations.length < KEEP) this.durations.push(seconds);
    else this.durations[this.next] = seconds;
    this.next = (this.next + 1) % KEEP;
  }

  /**
   * The remaining time to expect of one `ageS` old (s): 0 once it has lasted longer than nearly
   * every one seen (it may end any moment); null when too few are known.
   */
  remainingS(ageS: number): number | null {
    if (this.durations.length < ENOUGH) return null;
    const left = this.durations
      .filter((h) => h > ageS)
      .map((h) => h - ageS)
      .sort((a, b) => a - b);
    if (left.length < ENOUGH) return 0;
    return left[Math.floor(OVER_SHARE * (left.length - 1))]!;
  }
}
