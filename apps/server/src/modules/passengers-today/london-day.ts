const TIME_ZONE = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

export interface LondonDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Local midnight of that day, as an instant. */
  start: Date;
}

/** The Europe/London calendar day holding `at`, and the instant it began. */
export function londonDay(at: Date): LondonDay {
  const field = (type: string) => {
    const list = parts.formatToParts(at);
    return list.find((p) => p.type === type)?.value ?? '0';
  };
  const date = `${field('year')}-${field('month')}-${field('day')}`;
  const sinceMidnight =
    (Number(field('hour')) * 3600 + Number(field('minute')) * 60 + Number(field('second'))) * 1000 +
    at.getUTCMilliseconds();
  return { date, start: new Date(at.getTime() - sinceMidnight) };
}
