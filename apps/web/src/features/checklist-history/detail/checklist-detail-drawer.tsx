import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COMPACT_MEDIA_QUERY } from '../../../config/layout.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useChecklist } from '../api/get-checklist.ts';
import { ChecklistDetail, ChecklistDetailState } from './checklist-detail.tsx';
import classes from './checklist-detail.module.css';
import { useChecklistParam } from './use-checklist-param.ts';

/**
 * The checklist named by `?checklist=` slides in over the history; closing it (Escape, the close
 * button) leaves the list as it was. It prints on its own.
 */
export function ChecklistDetailDrawer({ customerId }: { customerId: string | undefined }) {
  const [id, close] = useChecklistParam();
  const compact = useMediaQuery(COMPACT_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const detail = useChecklist(customerId, id);
  const checklist = detail.data ?? null;
  const title =
    checklist === null
      ? 'Checklist details'
      : `${checklist.master_name}, ${checklist.vehicle_name}, ${formatDateTime(checklist.completed_date, { seconds: true })}`;

  return (
    <Drawer
      opened={id !== null}
      onClose={close}
      title={title}
      position="right"
      size={compact ? '100%' : 'xl'}
      padding="lg"
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
      {id === null ? null : checklist === null ? (
        <ChecklistDetailState
          loading={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <ChecklistDetail checklist={checklist} />
      )}
    </Drawer>
  );
}
