/** Minutes since local midnight in a time zone, with the zone's offset cached per hour. */
export function localClock(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();
  return (ms) => {
    const hour = Math.floor(ms / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const parts = format.formatToParts(hour * 3_600_000);
      const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
      // The zone's minutes past midnight at the start of this UTC hour, less UTC's.
      offset = value('hour') * 60 + value('minute') - (hour % 24) * 60;
      if (offsets.size > 1000) offsets.clear();
      offsets.set(hour, offset);
    }
    const utcMinutes = (ms % 86_400_000) / 60_000;
    return (((utcMinutes + offset) % 1440) + 1440) % 1440;
  };
}
