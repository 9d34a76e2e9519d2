import type { Route } from '@shuttle-ops/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { FormDrawer } from '../../../components/forms/form-drawer.tsx';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useRouteList, useRouteMutations } from '../api/routes-api.ts';
import type { RouteSort } from '../api/routes-api.ts';
import { routeColumns } from './route-columns.tsx';
import { RouteEditor } from './route-editor.tsx';

/** /admin/route: the routes, and the editor that orders their stops and draws their path. */
export function RoutesPage() {
  const list = useListState<RouteSort>('name');
  const routes = useRouteList(list.params);
  const { remove } = useRouteMutations();
  const toasts = useToast();
  const editor = useEditor<Route>();
  const { openEdit } = editor;
  const [deleting, setDeleting] = useState<Route | null>(null);

  const columns = useMemo(
    () => routeColumns({ onEdit: openEdit, onDelete: setDeleting }),
    [openEdit],
  );

  const saved = (route: Route) => {
    toasts.info(
      editor.row === null ? `Route “${route.name}” created.` : `Route “${route.name}” saved.`,
    );
    editor.close();
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    const row = deleting;
    remove.mutate(row.Route_ID, {
      onSuccess: () => toasts.info(`Route “${row.name}” deleted.`),
      onError: (error) => toasts.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AdminPage
      title="Routes"
      description="The routes of the site and the bus stops along each of them."
    >
      <ResourceList
        list={list}
        result={routes}
        caption="Routes"
        columns={columns}
        rowKey={(row) => row.Route_ID}
        searchLabel="By name or description"
        createLabel="New route"
        onCreate={editor.openNew}
        empty={{ title: 'No routes yet', description: 'Add a route through your bus stops.' }}
      />
      <FormDrawer
        opened={editor.opened}
        title={editor.row ? `Edit ${editor.row.name}` : 'New route'}
        onClose={editor.close}
        size="75rem"
      >
        <RouteEditor
          key={editor.session}
          route={editor.row}
          onSaved={saved}
          onCancel={editor.close}
        />
      </FormDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete route"
        confirmLabel="Delete route"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting !== null &&
          `Delete the route “${deleting.name}” with its path? Its bus stops stay. This cannot be undone.`}
      </ConfirmDialog>
    </AdminPage>
  );
}
