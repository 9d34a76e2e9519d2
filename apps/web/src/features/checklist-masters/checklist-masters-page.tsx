import type { ChecklistMaster } from '@shuttle-ops/domain';
import { useMemo, useState } from 'react';
import { EditorDrawer } from '../../components/forms/editor-drawer.tsx';
import { AdminPage } from '../../components/layout/admin-page.tsx';
import { ResourceList } from '../../components/table/resource-list.tsx';
import { errorMessage } from '../../lib/forms/server-errors.ts';
import { useEditor } from '../../lib/hooks/use-editor.ts';
import { useEditorReload } from '../../lib/hooks/use-editor-reload.ts';
import { useListState } from '../../lib/hooks/use-list-state.ts';
import { useToast } from '../../lib/toast/toast-context.ts';
import { useMasterList } from './api/get-masters.ts';
import type { MasterSort } from './api/masters-api.ts';
import { useReloadMaster } from './api/reload-master.ts';
import { useRetireMaster } from './api/retire-master.ts';
import { masterColumns } from './components/master-columns.tsx';
import { MasterForm } from './components/master-form.tsx';
import { RetireDialog } from './components/retire-dialog.tsx';

/** /admin/checklists: the checklist templates operators fill in before a vehicle starts. */
export function ChecklistMastersPage() {
  const list = useListState<MasterSort>('name');
  const masters = useMasterList(list.params);
  const retire = useRetireMaster();
  const toasts = useToast();
  const editor = useEditor<ChecklistMaster>();
  const { openEdit } = editor;
  const reload = useEditorReload(editor, useReloadMaster(), (row) => row.CL_Master_ID);
  const [retiring, setRetiring] = useState<ChecklistMaster | null>(null);

  const columns = useMemo(
    () => masterColumns({ onEdit: openEdit, onRetire: setRetiring }),
    [openEdit],
  );

  const saved = (master: ChecklistMaster) => {
    toasts.info(
      editor.row === null
        ? `Checklist “${master.name}” created.`
        : `Checklist “${master.name}” saved as version ${master.version}.`,
    );
    editor.close();
  };

  const confirmRetire = (master: ChecklistMaster) =>
    retire.mutate(master.CL_Master_ID, {
      onSuccess: () => {
        setRetiring(null);
        toasts.info(`Checklist “${master.name}” retired.`);
      },
      onError: (error) => {
        setRetiring(null);
        toasts.error(errorMessage(error));
      },
    });

  return (
    <AdminPage
      title="Checklists"
      description="The checklists operators complete before a shuttle starts a service: sections of items, which vehicles and routes each applies to, and its version."
    >
      <ResourceList
        list={list}
        result={masters}
        caption="Checklists"
        columns={columns}
        rowKey={(row) => row.CL_Master_ID}
        searchLabel="By name or description"
        createLabel="New checklist"
        onCreate={editor.openNew}
        empty={{
          title: 'No checklists yet',
          description:
            'Build the first one: sections of items an operator checks before departure.',
        }}
      />
      <EditorDrawer editor={editor} title={(row) => row.name} newTitle="New checklist" size="xl">
        {(row) => <MasterForm master={row} onSaved={saved} onCancel={editor.close} {...reload} />}
      </EditorDrawer>
      <RetireDialog
        master={retiring}
        busy={retire.isPending}
        onConfirm={confirmRetire}
        onCancel={() => setRetiring(null)}
      />
    </AdminPage>
  );
}
