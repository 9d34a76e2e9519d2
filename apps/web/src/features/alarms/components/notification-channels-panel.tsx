import { Alert, Stack, Text, Title } from '@mantine/core';
import type { NotificationChannel } from '@shuttle-ops/domain';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmRowDialog } from '../../../components/dialogs/confirm-row-dialog.tsx';
import { EditorDrawer } from '../../../components/forms/editor-drawer.tsx';
import { FormDrawer } from '../../../components/forms/form-drawer.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { savedText, useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useRowConfirmation } from '../../../lib/hooks/use-row-confirmation.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import {
  useNotificationChannelList,
  useNotificationChannelMutations,
} from '../api/notification-channels.ts';
import type { NotificationChannelSort } from '../api/notification-channels.ts';
import { ChannelDeliveryLog } from './channel-delivery-log.tsx';
import { notificationChannelColumns } from './notification-channel-columns.tsx';
import { NotificationChannelForm } from './notification-channel-form.tsx';

/**
 * The notification channels: who is told of an alarm by e-mail or webhook, read by whoever
 * processes alerts and kept by administrators; each channel's test and delivery log.
 */
export function NotificationChannelsPanel({ canEdit }: { canEdit: boolean }) {
  const list = useListState<NotificationChannelSort>('name');
  const channels = useNotificationChannelList(list.params);
  const { remove, test } = useNotificationChannelMutations();
  const { mutate: sendTest, isPending: testing } = test;
  const toasts = useToast();
  const editor = useEditor<NotificationChannel>();
  const { openEdit } = editor;
  const [logOf, setLogOf] = useState<NotificationChannel | null>(null);
  const deletion = useRowConfirmation<NotificationChannel>({
    mutation: remove,
    idOf: (row) => row.id,
    done: (row) => `Channel “${row.name}” deleted.`,
  });
  const onDelete = deletion.ask;

  const onTest = useCallback(
    (row: NotificationChannel) =>
      sendTest(row.id, {
        onSuccess: () =>
          toasts.info(`A test is on its way to “${row.name}”: see its delivery log.`),
        onError: (error) => toasts.error(errorMessage(error)),
      }),
    [sendTest, toasts],
  );

  const columns = useMemo(
    () =>
      notificationChannelColumns({
        onLog: setLogOf,
        ...(canEdit ? { onEdit: openEdit, onTest, onDelete } : {}),
      }),
    [canEdit, openEdit, onTest, onDelete],
  );

  const saved = (channel: NotificationChannel) => {
    toasts.info(savedText(editor, `Channel “${channel.name}”`));
    editor.close();
  };

  return (
    <Stack gap="md" data-testid="notification-channels">
      <div>
        <Title order={2} size="h4">
          Notification channels
        </Title>
        <Text size="sm" c="dimmed">
          People reached when they are not looking at the console: each alarm raised is sent by
          e-mail or to a webhook, to the channels that hear its rule and level.
        </Text>
      </div>
      {!canEdit && (
        <Alert color="gray" icon={<IconLock size={16} aria-hidden />}>
          Only administrators can change the notification channels.
        </Alert>
      )}
      <ResourceList
        list={list}
        result={channels}
        caption="Notification channels"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel="By name or URL"
        withCustomerScope={false}
        {...(canEdit ? { createLabel: 'Add channel', onCreate: editor.openNew } : {})}
        empty={{
          title: 'No notification channels',
          description: canEdit
            ? 'Add an e-mail or webhook channel to be told of alarms.'
            : 'Nobody is told of alarms outside the console.',
        }}
      />
      <EditorDrawer
        editor={editor}
        title={(row) => row.name}
        newTitle="New notification channel"
        size="lg"
      >
        {(row) => <NotificationChannelForm channel={row} onSaved={saved} onCancel={editor.close} />}
      </EditorDrawer>
      <FormDrawer
        opened={logOf !== null}
        title={logOf === null ? 'Delivery log' : `Delivery log: ${logOf.name}`}
        onClose={() => setLogOf(null)}
        size="xl"
      >
        {logOf !== null && (
          <ChannelDeliveryLog
            channel={logOf}
            testing={testing}
            {...(canEdit ? { onTest: () => onTest(logOf) } : {})}
          />
        )}
      </FormDrawer>
      <ConfirmRowDialog confirmation={deletion} title="Delete channel">
        {(row) =>
          `Delete the channel “${row.name}”? Its delivery log goes with it, and nobody is told of alarms through it any more.`
        }
      </ConfirmRowDialog>
    </Stack>
  );
}
