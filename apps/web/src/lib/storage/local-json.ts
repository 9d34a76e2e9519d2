/** Anything with zod's `safeParse`: what was stored is checked before it is trusted. */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Reads a JSON value from localStorage; null when absent, unreadable or of another shape (a
 * private window may refuse storage altogether).
 */
export function readLocalJson<T>(key: string, shape: StoredShape<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = shape.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes a JSON value to localStorage; false when the browser refuses (full, or private). */
export function writeLocalJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
