import type { User } from '@shuttle-ops/domain';
import { useMemo, useState } from 'react';
import { ConfirmRowDialog } from '../../../components/dialogs/confirm-row-dialog.tsx';
import { EditorDrawer } from '../../../components/forms/editor-drawer.tsx';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { useSession } from '../../../lib/auth/session-context.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { savedText, useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useRowConfirmation } from '../../../lib/hooks/use-row-confirmation.ts';
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
  const deletion = useRowConfirmation<User>({
    mutation: remove,
    idOf: (row) => row.user_id,
    done: (row) => `User “${row.username}” deleted.`,
  });
  const onDelete = deletion.ask;
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);

  const toggling = setEnabled.isPending ? (setEnabled.variables?.id ?? null) : null;
  const toggleEnabled = setEnabled.mutate;
  const columns = useMemo(
    () =>
      userColumns({
        selfId,
        toggling,
        onEdit: openEdit,
        onDelete,
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
    [selfId, toggling, toggleEnabled, toasts, openEdit, onDelete],
  );

  const saved = ({ user, generatedPassword }: SavedUser) => {
    toasts.info(savedText(editor, `User “${user.username}”`));
    editor.close();
    if (generatedPassword !== null)
      setPassword({ username: user.username, password: generatedPassword });
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
      <EditorDrawer editor={editor} title={(row) => row.username} newTitle="New user">
        {(row) => (
          <UserForm
            user={row}
            isSelf={row?.user_id === selfId}
            onSaved={saved}
            onCancel={editor.close}
          />
        )}
      </EditorDrawer>
      <ConfirmRowDialog confirmation={deletion} title="Delete user">
        {(row) =>
          `Delete the user “${row.username}”? They are signed out and can no longer sign in. This cannot be undone.`
        }
      </ConfirmRowDialog>
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
