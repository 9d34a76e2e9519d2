import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown once, while the first screen's code loads. */
export function StartupScreen() {
  return (
    <Center h="100vh" role="status">
      <Loader size="lg" aria-hidden />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
