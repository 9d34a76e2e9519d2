import type { Incident } from '@shuttle-ops/domain';
import { RecordDrawer } from '../../../components/record/record-drawer.tsx';
import { useIncident } from '../api/get-incident.ts';
import { IncidentDetail, IncidentDetailState } from './incident-detail.tsx';
import { useIncidentParam } from './use-incident-param.ts';

export interface IncidentDetailDrawerProps {
  mayManage: boolean;
  onEdit: (incident: Incident) => void;
}

/**
 * The incident named by `?incident=` slides in over the list; closing it (Escape, the close
 * button) leaves the list as it was. It prints on its own.
 */
export function IncidentDetailDrawer({ mayManage, onEdit }: IncidentDetailDrawerProps) {
  const [id, close] = useIncidentParam();
  const detail = useIncident(id);
  const incident = detail.data ?? null;
  const title = incident === null ? 'Incident' : `Incident ${incident.reference}`;
  return (
    <RecordDrawer opened={id !== null} onClose={close} title={title}>
      {id === null ? null : incident === null ? (
        <IncidentDetailState
          loading={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <IncidentDetail
          incident={incident}
          mayManage={mayManage}
          onEdit={onEdit}
          onDeleted={close}
        />
      )}
    </RecordDrawer>
  );
}
