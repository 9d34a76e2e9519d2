import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '../../config/env.ts';

export function ShellFooter() {
  // Spec §2: the copyright year is the current year.
  const year = new Date().getFullYear();
  return (
    <Group h="100%" justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        © {year} {PRODUCT_NAME}
      </Text>
      <Text size="sm" c="dimmed">
        Harwell campus shuttle service
      </Text>
    </Group>
  );
}
