export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** When the access token expires, in epoch milliseconds. */
  expiresAt: number;
}

export interface TokenStorage {
  load: () => StoredTokens | null;
  save: (tokens: StoredTokens) => void;
  /** Spec §2: signing out clears the temporary session data of the browser, all of it. */
  clear: () => void;
}

const KEY = 'shuttle-ops.tokens';

function isStoredTokens(value: unknown): value is StoredTokens {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['idToken'] === 'string' &&
    typeof v['accessToken'] === 'string' &&
    typeof v['refreshToken'] === 'string' &&
    typeof v['expiresAt'] === 'number'
  );
}

/** Tokens live in sessionStorage: they last as long as the tab, never on disk between visits. */
export function createTokenStorage(storage: Storage): TokenStorage {
  return {
    load() {
      const raw = storage.getItem(KEY);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return isStoredTokens(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(tokens) {
      storage.setItem(KEY, JSON.stringify(tokens));
    },
    clear() {
      storage.clear();
    },
  };
}
