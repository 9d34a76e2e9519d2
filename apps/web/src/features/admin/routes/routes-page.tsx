import type { Route } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { ConfirmRowDialog } from '../../../components/dialogs/confirm-row-dialog.tsx';
import { EditorDrawer } from '../../../components/forms/editor-drawer.tsx';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { savedText, useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useRowConfirmation } from '../../../lib/hooks/use-row-confirmation.ts';
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
  const deletion = useRowConfirmation<Route>({
    mutation: remove,
    idOf: (row) => row.Route_ID,
    done: (row) => `Route “${row.name}” deleted.`,
  });
  const onDelete = deletion.ask;

  const columns = useMemo(() => routeColumns({ onEdit: openEdit, onDelete }), [openEdit, onDelete]);

  const saved = (route: Route) => {
    toasts.info(savedText(editor, `Route “${route.name}”`));
    editor.close();
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
      <EditorDrawer editor={editor} title={(row) => row.name} newTitle="New route" size="75rem">
        {(row) => <RouteEditor route={row} onSaved={saved} onCancel={editor.close} />}
      </EditorDrawer>
      <ConfirmRowDialog confirmation={deletion} title="Delete route">
        {(row) =>
          `Delete the route “${row.name}” with its path? Its bus stops stay. This cannot be undone.`
        }
      </ConfirmRowDialog>
    </AdminPage>
  );
}
