/**
 * Alert styles with the title in the text colour: Mantine's orange and green titles on their
 * light backgrounds fall below the AA contrast of 4.5:1 (axe).
 */
export const READABLE_ALERT = { title: { color: 'var(--mantine-color-text)' } } as const;
