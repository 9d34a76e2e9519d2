/** Query keys of the overview's figures. */
export const overviewKeys = {
  all: ['admin-overview'] as const,
  figure: (name: string) => ['admin-overview', name] as const,
};

/** The figures refresh every minute while the overview is open. */
export const OVERVIEW_REFRESH_MS = 60_000;
