import { Drawer } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { COMPACT_MEDIA_QUERY } from '../../config/layout.ts';

export interface FormDrawerProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** Width on a wide screen (a size or a CSS length); on a tablet always the full width. */
  size?: MantineSize | (string & {});
  children: ReactNode;
}

/** Create and edit forms slide in from the right. */
export function FormDrawer({ opened, title, onClose, size = 'md', children }: FormDrawerProps) {
  const compact = useMediaQuery(COMPACT_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={compact ? '100%' : size}
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Drawer>
  );
}
