import type { BusStop } from '@shuttle-ops/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { FormDrawer } from '../../../components/forms/form-drawer.tsx';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
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
  const [deleting, setDeleting] = useState<BusStop | null>(null);

  const columns = useMemo(
    () => busStopColumns({ onEdit: openEdit, onDelete: setDeleting }),
    [openEdit],
  );

  const saved = (stop: BusStop) => {
    toasts.info(
      editor.row === null ? `Bus stop “${stop.name}” created.` : `Bus stop “${stop.name}” saved.`,
    );
    editor.close();
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    const row = deleting;
    remove.mutate(row.BS_ID, {
      onSuccess: () => toasts.info(`Bus stop “${row.name}” deleted.`),
      // A stop that routes use answers 409 naming them.
      onError: (error) => toasts.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
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
      <FormDrawer
        opened={editor.opened}
        title={editor.row ? `Edit ${editor.row.name}` : 'New bus stop'}
        onClose={editor.close}
        size="lg"
      >
        <BusStopForm
          key={editor.session}
          busStop={editor.row}
          onSaved={saved}
          onCancel={editor.close}
        />
      </FormDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete bus stop"
        confirmLabel="Delete bus stop"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting !== null &&
          `Delete the bus stop “${deleting.name}”? A stop that a route still uses cannot be deleted.`}
      </ConfirmDialog>
    </AdminPage>
  );
}
