import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { ALARM_MANAGEMENT, nextAlarmState } from '@shuttle-ops/domain';
import type { AlarmAction, AlarmActionBody, AlarmDetail } from '@shuttle-ops/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSession } from '../../../lib/auth/session-context.ts';
import { useDeleteAlarm } from '../api/alarm-actions.ts';
import { useAssignees } from '../api/get-alarms.ts';
import { vehicleLabel } from '../model/alarm-format.ts';
import { ShelveDialog } from './shelve-dialog.tsx';

export interface AlarmActionsProps {
  alarm: AlarmDetail;
  now: number;
  /** The action under way, if any. */
  busy: AlarmAction | null;
  /** Sends one action (with the alarm's `version`); true when the server took it. */
  onAction: (body: AlarmActionBody) => Promise<boolean>;
  /** Offer "Delete" (`deleteAlarms`: admins only). */
  canDelete?: boolean;
  /** The server erased the alarm. */
  onDeleted?: () => void;
}

const allowed = (alarm: AlarmDetail, action: AlarmAction) =>
  nextAlarmState(alarm.state, action) !== null;

/** What a person may do with the alarm in its state; each step carries the version seen. */
export function AlarmActions({
  alarm,
  now,
  busy,
  onAction,
  canDelete = false,
  onDeleted,
}: AlarmActionsProps) {
  const assignees = useAssignees(allowed(alarm, 'assign'));
  const remove = useDeleteAlarm();
  const [deleting, setDeleting] = useState(false);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [shelving, setShelving] = useState(false);
  const [confirmResolve, setConfirmResolve] = useState(false);
  const me = useSession().session?.sub ?? null;
  const assignedToMe = me !== null && alarm.assignee?.user_id === me;
  const shelved = alarm.shelved_until !== null && Date.parse(alarm.shelved_until) > now;
  const version = alarm.version;
  const run = (body: AlarmActionBody) => void onAction({ ...body, version });
  const step = (
    action: 'acknowledge' | 'resolve' | 'close' | 'reopen' | 'unassign' | 'unshelve',
    label: string,
    color?: string,
  ) =>
    allowed(alarm, action) && (action !== 'unshelve' || shelved) ? (
      <Button
        key={action}
        color={color}
        variant={action === 'acknowledge' ? 'filled' : 'light'}
        loading={busy === action}
        disabled={busy !== null && busy !== action}
        onClick={() =>
          // Resolving while the vehicle still reports the condition asks first.
          action === 'resolve' && alarm.condition_active ? setConfirmResolve(true) : run({ action })
        }
      >
        {label}
      </Button>
    ) : null;

  return (
    <Stack gap="sm" data-testid="alarm-actions">
      <Group gap="xs" wrap="wrap">
        {step('acknowledge', 'Acknowledge')}
        {step('resolve', 'Resolve', 'teal')}
        {step('close', 'Close', 'gray')}
        {step('reopen', 'Reopen', 'red')}
        {step('unassign', 'Unassign', 'gray')}
        {step('unshelve', 'Unshelve', 'gray')}
        {allowed(alarm, 'shelve') && !shelved && (
          <Button
            variant="light"
            color="gray"
            onClick={() => setShelving(true)}
            disabled={busy !== null}
          >
            Shelve…
          </Button>
        )}
        {canDelete && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
            disabled={busy !== null || remove.isPending}
          >
            Delete…
          </Button>
        )}
      </Group>
      {allowed(alarm, 'assign') && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          {me !== null && !assignedToMe && (
            <Button
              variant="light"
              disabled={busy !== null && busy !== 'assign'}
              loading={busy === 'assign'}
              onClick={() => run({ action: 'assign', assignee_id: me })}
            >
              Assign to me
            </Button>
          )}
          <Select
            label="Assign to"
            placeholder={assignees.isPending ? 'Loading…' : 'Choose a person'}
            data={(assignees.data ?? []).map((person) => ({
              value: person.user_id,
              label: person.name,
            }))}
            value={assignee}
            onChange={setAssignee}
            searchable
            nothingFoundMessage="Nobody of that name"
            error={assignees.error ? 'The people could not be read' : undefined}
          />
          <Button
            variant="light"
            disabled={assignee === null || (busy !== null && busy !== 'assign')}
            loading={busy === 'assign'}
            onClick={() => {
              if (assignee !== null) run({ action: 'assign', assignee_id: assignee });
            }}
          >
            Assign
          </Button>
        </Group>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const text = comment.trim();
          if (text === '') return;
          void onAction({ action: 'comment', comment: text, version }).then(
            (ok) => ok && setComment(''),
          );
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            label="Comment"
            rows={2}
            maxLength={ALARM_MANAGEMENT.commentMaxChars}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="light"
            loading={busy === 'comment'}
            disabled={comment.trim() === '' || (busy !== null && busy !== 'comment')}
          >
            Add comment
          </Button>
        </Group>
      </form>
      {canDelete && (
        <ConfirmDialog
          opened={deleting}
          title="Delete this alarm?"
          confirmLabel="Delete alarm"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(alarm.id, {
              onSuccess: () => {
                setDeleting(false);
                onDeleted?.();
              },
            })
          }
        >
          This erases the record of {alarm.code} of {vehicleLabel(alarm)}, with its history and
          comments, for everyone. It cannot be undone; to end an alarm that was dealt with, close it
          instead.
        </ConfirmDialog>
      )}
      <ConfirmDialog
        opened={confirmResolve}
        title="Resolve while the condition is present?"
        confirmLabel="Resolve anyway"
        busy={busy === 'resolve'}
        onCancel={() => setConfirmResolve(false)}
        onConfirm={() =>
          void onAction({ action: 'resolve', version }).then(() => setConfirmResolve(false))
        }
      >
        {vehicleLabel(alarm)} still reports {alarm.code}: the condition has not cleared. Resolve it
        only when it is dealt with and the report is wrong or late; otherwise acknowledge it and
        resolve it once it clears.
      </ConfirmDialog>
      <ShelveDialog
        opened={shelving}
        subject={`${alarm.code} of ${vehicleLabel(alarm)}`}
        busy={busy === 'shelve'}
        onCancel={() => setShelving(false)}
        onShelve={(duration_s, reason) =>
          void onAction({ action: 'shelve', duration_s, reason, version }).then(
            (ok) => ok && setShelving(false),
          )
        }
      />
    </Stack>
  );
}
