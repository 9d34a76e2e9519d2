/** The logging the simulator needs; a pino logger (the server's) fits it as it is. */
export interface SimLogger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LEVELS)[number];

export const silentLogger: SimLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** One JSON object per line, from `minLevel` up. */
export function jsonLogger(
  write: (line: string) => void,
  minLevel: LogLevel = 'info',
  now: () => Date = () => new Date(),
): SimLogger {
  const threshold = LEVELS.indexOf(minLevel);
  const at =
    (level: LogLevel) =>
    (fields: object, message: string): void => {
      if (LEVELS.indexOf(level) < threshold) return;
      write(`${JSON.stringify({ time: now().toISOString(), level, msg: message, ...fields })}\n`);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export const isLogLevel = (value: string): value is LogLevel =>
  (LEVELS as readonly string[]).includes(value);
