import {
  ActionIcon,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Light and dark themes; Mantine keeps the choice in localStorage. The icon and the label follow
 * the scheme through CSS (the attribute the page's first script sets on <html>), so the button
 * renders the same in either scheme, and so does the public page's HTML rendered at build time.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(current === 'dark' ? 'light' : 'dark')}
    >
      <IconMoon size={18} aria-hidden className="mantine-dark-hidden" />
      <IconSun size={18} aria-hidden className="mantine-light-hidden" />
      <VisuallyHidden darkHidden>Switch to dark theme</VisuallyHidden>
      <VisuallyHidden lightHidden>Switch to light theme</VisuallyHidden>
    </ActionIcon>
  );
}
