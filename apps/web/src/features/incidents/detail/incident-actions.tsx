import { Button, Group } from '@mantine/core';
import { INCIDENT_TRANSITIONS } from '@shuttle-ops/domain';
import type { Incident, IncidentStatus } from '@shuttle-ops/domain';
import { IconEdit, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { NO_PRINT_CLASS } from '../../../components/record/record-drawer.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useDeleteIncident, useReloadIncident, useSaveIncident } from '../api/change-incident.ts';

export interface IncidentActionsProps {
  incident: Incident;
  /** Admins and customer admins; a service manager only prints. */
  mayManage: boolean;
  onEdit: (incident: Incident) => void;
  onDeleted: () => void;
}

/** The button that moves an incident to a status, in words of the move. */
function moveLabel(from: IncidentStatus, to: IncidentStatus): string {
  if (to === 'under-investigation') return 'Start investigation';
  if (to === 'closed') return 'Close incident';
  return from === 'closed' ? 'Reopen' : 'Back to open';
}

/** Edit, the status moves the contract allows, delete (each asked first where it matters), print. */
export function IncidentActions({ incident, mayManage, onEdit, onDeleted }: IncidentActionsProps) {
  const toasts = useToast();
  const save = useSaveIncident();
  const reload = useReloadIncident();
  const remove = useDeleteIncident();
  const [closing, setClosing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const move = (to: IncidentStatus) =>
    save.mutate(
      { id: incident.Incident_ID, change: { status: to, version: incident.version } },
      {
        onSuccess: (saved) => {
          setClosing(false);
          toasts.info(`${saved.reference} is now ${moveWord(saved.status)}.`);
        },
        onError: (error) => {
          setClosing(false);
          if (isApiError(error) && error.code === 'STALE_VERSION') {
            toasts.warning(
              `${incident.reference} was changed by someone else; the newest version is shown. Try again.`,
            );
            reload.mutate(incident.Incident_ID);
          } else toasts.error(errorMessage(error));
        },
      },
    );

  const confirmDelete = () =>
    remove.mutate(incident.Incident_ID, {
      onSuccess: () => {
        setDeleting(false);
        toasts.info(`${incident.reference} deleted.`);
        onDeleted();
      },
      onError: (error) => {
        setDeleting(false);
        toasts.error(errorMessage(error));
      },
    });

  return (
    <Group gap="sm" className={NO_PRINT_CLASS} wrap="wrap">
      {mayManage && (
        <>
          <Button
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => onEdit(incident)}
          >
            Edit
          </Button>
          {INCIDENT_TRANSITIONS[incident.status].map((to) => (
            <Button
              key={to}
              variant={to === 'closed' ? 'filled' : 'light'}
              loading={save.isPending && save.variables.id === incident.Incident_ID}
              onClick={() => (to === 'closed' ? setClosing(true) : move(to))}
            >
              {moveLabel(incident.status, to)}
            </Button>
          ))}
        </>
      )}
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => window.print()}
      >
        Print
      </Button>
      {mayManage && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      )}
      <ConfirmDialog
        opened={closing}
        title={`Close ${incident.reference}?`}
        confirmLabel="Close incident"
        busy={save.isPending}
        onConfirm={() => move('closed')}
        onCancel={() => setClosing(false)}
      >
        A closed incident leaves the open work; it can be reopened later. Make sure the actions
        taken, the root cause and the follow-ups are recorded.
      </ConfirmDialog>
      <ConfirmDialog
        opened={deleting}
        title={`Delete ${incident.reference}?`}
        confirmLabel="Delete incident"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      >
        “{incident.title}” and its attachments are deleted. Reports made earlier keep listing it.
        This cannot be undone.
      </ConfirmDialog>
    </Group>
  );
}

function moveWord(status: IncidentStatus): string {
  return status === 'under-investigation' ? 'under investigation' : status;
}
