import { RecordDrawer } from '../../../components/record/record-drawer.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useChecklist } from '../api/get-checklist.ts';
import { ChecklistDetail, ChecklistDetailState } from './checklist-detail.tsx';
import { useChecklistParam } from './use-checklist-param.ts';

/**
 * The checklist named by `?checklist=` slides in over the history; closing it (Escape, the close
 * button) leaves the list as it was. It prints on its own.
 */
export function ChecklistDetailDrawer({ customerId }: { customerId: string | undefined }) {
  const [id, close] = useChecklistParam();
  const detail = useChecklist(customerId, id);
  const checklist = detail.data ?? null;
  const title =
    checklist === null
      ? 'Checklist details'
      : `${checklist.master_name}, ${checklist.vehicle_name}, ${formatDateTime(checklist.completed_date, { seconds: true })}`;

  return (
    <RecordDrawer opened={id !== null} onClose={close} title={title}>
      {id === null ? null : checklist === null ? (
        <ChecklistDetailState
          loading={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <ChecklistDetail checklist={checklist} />
      )}
    </RecordDrawer>
  );
}
