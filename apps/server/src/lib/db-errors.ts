/** The SQLSTATE of a database error, looking through drizzle's wrapper (`cause`). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';

/**
 * A data exception (class 22) or integrity violation (class 23): the statement's data is the
 * problem, so running it again cannot succeed (unlike a lost connection).
 */
export const isDataError = (error: unknown): boolean => {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
};
