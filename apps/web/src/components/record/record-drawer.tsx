import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { COMPACT_MEDIA_QUERY } from '../../config/layout.ts';
import classes from './record-drawer.module.css';

/**
 * Below Mantine's other overlays (200): a record keeps its own portal (to print alone), which
 * comes later in the page than theirs, so at the same level it would cover the forms and
 * confirmations it opens.
 */
const RECORD_Z_INDEX = 190;

/** What inside a record stays off the paper (its print and close buttons). */
export const NO_PRINT_CLASS = classes.noPrint;

export interface RecordDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * One record (a service, a checklist) slid in over its list: the whole window on a tablet or a
 * phone, beside the list on a desktop. It prints on its own, without the list and the shell.
 */
export function RecordDrawer({ opened, onClose, title, children }: RecordDrawerProps) {
  const compact = useMediaQuery(COMPACT_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={compact ? '100%' : 'xl'}
      padding="lg"
      zIndex={RECORD_Z_INDEX}
      closeButtonProps={{ 'aria-label': 'Close' }}
      portalProps={{ reuseTargetNode: false, className: classes.printRoot }}
      classNames={{
        overlay: classes.overlay,
        inner: classes.inner,
        content: classes.content,
        header: classes.header,
        body: classes.body,
        close: classes.close,
      }}
    >
      {children}
    </Drawer>
  );
}
