/** Holds kept (the most recent), and how many longer than a hold's age make an estimate. */
const KEEP = 200;
const ENOUGH = 5;
/**
 * The share of such holds expected to be over by then: under a half, since a shuttle later than
 * shown is only waited for, and an earlier one is missed.
 */
const OVER_SHARE = 0.4;

/**
 * How long vehicles on a route were held between stops (s), to tell how much longer an ongoing
 * hold will last: of the recent holds that lasted longer than this one has so far, the time they
 * went on for, by a quantile a little below their median.
 */
export class HoldTimes {
  private readonly holds: number[] = [];
  private next = 0;

  add(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    if (this.holds.length < KEEP) this.holds.push(seconds);
    else this.holds[this.next] = seconds;
    this.next = (this.next + 1) % KEEP;
  }

  /**
   * The remaining time to expect of a hold `ageS` old (s): 0 once it has lasted longer than
   * nearly every hold seen (it may end any moment); null when too few holds are known.
   */
  remainingS(ageS: number): number | null {
    if (this.holds.length < ENOUGH) return null;
    const left = this.holds
      .filter((h) => h > ageS)
      .map((h) => h - ageS)
      .sort((a, b) => a - b);
    if (left.length < ENOUGH) return 0;
    return left[Math.floor(OVER_SHARE * (left.length - 1))]!;
  }
}
