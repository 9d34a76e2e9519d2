import type { User } from '@shuttle-ops/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { FormDrawer } from '../../../components/forms/form-drawer.tsx';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { useSession } from '../../../lib/auth/session-context.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useUserList, useUserMutations } from '../api/users-api.ts';
import type { SavedUser, UserSort } from '../api/users-api.ts';
import { ShowOnceDialog } from '../components/show-once-dialog.tsx';
import { userColumns } from './user-columns.tsx';
import { UserForm } from './user-form.tsx';

/** /admin/users: the staff accounts of the customer and their groups. */
export function UsersPage() {
  const { session } = useSession();
  const selfId = session?.sub ?? '';
  const list = useListState<UserSort>('username');
  const users = useUserList(list.params);
  const { setEnabled, remove } = useUserMutations();
  const toasts = useToast();
  const editor = useEditor<User>();
  const { openEdit } = editor;
  const [deleting, setDeleting] = useState<User | null>(null);
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);

  const toggling = setEnabled.isPending ? (setEnabled.variables?.id ?? null) : null;
  const toggleEnabled = setEnabled.mutate;
  const columns = useMemo(
    () =>
      userColumns({
        selfId,
        toggling,
        onEdit: openEdit,
        onDelete: setDeleting,
        onToggle: (row, enabled) =>
          toggleEnabled(
            { id: row.user_id, enabled },
            {
              onSuccess: () =>
                toasts.info(
                  enabled
                    ? `${row.username} may sign in again.`
                    : `${row.username} is disabled and signed out.`,
                ),
              onError: (error) => toasts.error(errorMessage(error)),
            },
          ),
      }),
    [selfId, toggling, toggleEnabled, toasts, openEdit],
  );

  const saved = ({ user, generatedPassword }: SavedUser) => {
    toasts.info(
      editor.row === null ? `User “${user.username}” created.` : `User “${user.username}” saved.`,
    );
    editor.close();
    if (generatedPassword !== null)
      setPassword({ username: user.username, password: generatedPassword });
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    const row = deleting;
    remove.mutate(row.user_id, {
      onSuccess: () => toasts.info(`User “${row.username}” deleted.`),
      onError: (error) => toasts.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AdminPage
      title="Users"
      description="The staff accounts of your customer and the groups they belong to."
    >
      <ResourceList
        list={list}
        result={users}
        caption="Users"
        columns={columns}
        rowKey={(row) => row.user_id}
        searchLabel="By username, e-mail or display name"
        createLabel="New user"
        onCreate={editor.openNew}
        empty={{ title: 'No users yet', description: 'Add the first staff account.' }}
      />
      <FormDrawer
        opened={editor.opened}
        title={editor.row ? `Edit ${editor.row.username}` : 'New user'}
        onClose={editor.close}
      >
        <UserForm
          key={editor.session}
          user={editor.row}
          isSelf={editor.row?.user_id === selfId}
          onSaved={saved}
          onCancel={editor.close}
        />
      </FormDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete user"
        confirmLabel="Delete user"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting !== null &&
          `Delete the user “${deleting.username}”? They are signed out and can no longer sign in. This cannot be undone.`}
      </ConfirmDialog>
      <ShowOnceDialog
        opened={password !== null}
        title={password === null ? '' : `Temporary password of ${password.username}`}
        items={
          password === null
            ? []
            : [
                { label: 'Username', value: password.username },
                { label: 'Password', value: password.password },
              ]
        }
        onClose={() => setPassword(null)}
      >
        Give it to the user: they sign in with it and must then choose their own password. It is
        valid for 7 days.
      </ShowOnceDialog>
    </AdminPage>
  );
}
