import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

/** Same key as the pre-paint script in index.html. */
export const colorSchemeManager = localStorageColorSchemeManager({
  key: 'shuttle-ops-color-scheme',
});

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled buttons above the WCAG AA contrast ratio, in both schemes.
  primaryShade: { light: 7, dark: 7 },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Mantine's default dimmed grey is too light on white for AA contrast; use a darker one. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8' },
});
