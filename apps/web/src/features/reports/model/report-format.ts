import type { FigureKind } from './report-columns.ts';

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A figure for people: grouped thousands, one decimal at most; a dash when there is none. */
export const figure = (n: number | null): string => (n === null ? '–' : number.format(n));

/**
 * A measured amount (hours, km) to one decimal: a small one that rounds to nothing reads
 * `< 0.1`, not `0`, so a period in which shuttles ran never shows none.
 */
export const amount = (n: number | null): string =>
  n !== null && n > 0 && n < 0.05 ? '< 0.1' : figure(n);

/** Seconds as `45 s` or `3 min 20 s`; a dash when nothing was handled. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '–';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const rest = s % 60;
  return rest === 0 ? `${Math.floor(s / 60)} min` : `${Math.floor(s / 60)} min ${rest} s`;
}

/** A rate 0…1 as a percentage. */
export const percent = (rate: number | null): string =>
  rate === null ? '–' : `${Math.round(rate * 1000) / 10} %`;

/** A report's figure as the screen shows it, by its kind. */
export function formatFigure(kind: FigureKind, value: string | number | null): string {
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'amount':
      return amount(value);
    case 'seconds':
      return duration(value);
    case 'share':
      return percent(value);
    case 'ratio':
      return value === null ? '–' : value.toFixed(2);
    default:
      return figure(value);
  }
}
