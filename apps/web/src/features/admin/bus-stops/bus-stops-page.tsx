import type { BusStop } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { ConfirmRowDialog } from '../../../components/dialogs/confirm-row-dialog.tsx';
import { EditorDrawer } from '../../../components/forms/editor-drawer.tsx';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { savedText, useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useRowConfirmation } from '../../../lib/hooks/use-row-confirmation.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useBusStopList, useBusStopMutations } from '../api/bus-stops-api.ts';
import type { BusStopSort } from '../api/bus-stops-api.ts';
import { busStopColumns } from './bus-stop-columns.tsx';
import { BusStopForm } from './bus-stop-form.tsx';

/** /admin/busstop: the customer's bus stops with their positions. */
export function BusStopsPage() {
  const list = useListState<BusStopSort>('name');
  const stops = useBusStopList(list.params);
  const { remove } = useBusStopMutations();
  const toasts = useToast();
  const editor = useEditor<BusStop>();
  const { openEdit } = editor;
  const deletion = useRowConfirmation<BusStop>({
    mutation: remove,
    idOf: (row) => row.BS_ID,
    done: (row) => `Bus stop “${row.name}” deleted.`,
  });
  const onDelete = deletion.ask;

  const columns = useMemo(
    () => busStopColumns({ onEdit: openEdit, onDelete }),
    [openEdit, onDelete],
  );

  const saved = (stop: BusStop) => {
    toasts.info(savedText(editor, `Bus stop “${stop.name}”`));
    editor.close();
  };

  return (
    <AdminPage
      title="Bus Stops"
      description="The bus stops of the site with their positions on the map."
    >
      <ResourceList
        list={list}
        result={stops}
        caption="Bus stops"
        columns={columns}
        rowKey={(row) => row.BS_ID}
        searchLabel="By name, label or direction"
        createLabel="New bus stop"
        onCreate={editor.openNew}
        empty={{ title: 'No bus stops yet', description: 'Add the first stop of the site.' }}
      />
      <EditorDrawer editor={editor} title={(row) => row.name} newTitle="New bus stop" size="lg">
        {(row) => <BusStopForm busStop={row} onSaved={saved} onCancel={editor.close} />}
      </EditorDrawer>
      {/* A stop that routes use answers 409 naming them. */}
      <ConfirmRowDialog confirmation={deletion} title="Delete bus stop">
        {(row) =>
          `Delete the bus stop “${row.name}”? A stop that a route still uses cannot be deleted.`
        }
      </ConfirmRowDialog>
    </AdminPage>
  );
}
