import { Button, Group, Stack } from '@mantine/core';
import type { Incident } from '@shuttle-ops/domain';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EditorDrawer } from '../../../components/forms/editor-drawer.tsx';
import { ResourceTable } from '../../../components/table/resource-table.tsx';
import { TablePager } from '../../../components/table/table-pager.tsx';
import { useCsvExport } from '../../../lib/csv/use-csv-export.ts';
import { useEditor } from '../../../lib/hooks/use-editor.ts';
import { useEditorReload } from '../../../lib/hooks/use-editor-reload.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useReloadIncident } from '../api/change-incident.ts';
import { useAllIncidents, useIncidentList } from '../api/get-incidents.ts';
import { useVehicleOptions } from '../../../lib/api/vehicle-options.ts';
import { IncidentDetailDrawer } from '../detail/incident-detail-drawer.tsx';
import { incidentDetailHref } from '../detail/use-incident-param.ts';
import { IncidentForm } from '../form/incident-form.tsx';
import { filterQuery, pageQuery } from '../model/incident-filter.ts';
import { incidentsCsv } from '../model/incidents-csv.ts';
import { incidentColumns } from './incident-columns.tsx';
import { IncidentFilters } from './incident-filters.tsx';
import { useIncidentListState } from './use-incident-list-state.ts';

export interface IncidentListViewProps {
  customerId: string | undefined;
  /** Admins and customer admins record and change incidents; service managers read them. */
  mayManage: boolean;
}

/** The incidents, filtered, searched, sorted and paged; a new one; one opened over the list. */
export function IncidentListView({ customerId, mayManage }: IncidentListViewProps) {
  const [search, setSearch] = useSearchParams();
  const state = useIncidentListState();
  const query = useMemo(() => pageQuery(state.filter, state.page), [state.filter, state.page]);
  const list = useIncidentList(query);
  const vehicles = useVehicleOptions(customerId);
  const all = useAllIncidents();
  const csv = useCsvExport('The incidents', 'incidents.csv');
  const editor = useEditor<Incident>();
  const reload = useEditorReload(editor, useReloadIncident(), (row) => row.Incident_ID);
  const toasts = useToast();
  const columns = useMemo(() => incidentColumns(search), [search]);

  const saved = (incident: Incident) => {
    toasts.info(`Incident ${incident.reference} ${editor.row === null ? 'recorded' : 'saved'}.`);
    editor.close();
    // A new incident opens at once, so its record can be checked and printed.
    if (editor.row === null) setSearch(incidentDetailHref(search, incident.Incident_ID));
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={csv.exporting}
          onClick={() =>
            void csv.run(async () =>
              incidentsCsv(
                await all({
                  ...filterQuery(state.filter),
                  sort_attributes: state.page.sort,
                  sort_order: state.page.order,
                }),
              ),
            )
          }
        >
          Export CSV
        </Button>
        {mayManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={editor.openNew}>
            New incident
          </Button>
        )}
      </Group>
      <IncidentFilters
        text={state.text}
        onText={state.setText}
        filter={state.filter}
        onFilter={state.changeFilter}
        vehicles={vehicles.data ?? []}
      />
      <ResourceTable
        caption="Incidents"
        columns={columns}
        rows={list.data?.Items}
        rowKey={(row) => row.Incident_ID}
        sort={{ sort: state.page.sort, order: state.page.order }}
        onSort={state.toggleSort}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={{
          title: 'No incidents',
          description: 'No incident matches these filters.',
        }}
        minWidth={860}
        onRowClick={(row) => setSearch(incidentDetailHref(search, row.Incident_ID))}
      />
      <TablePager
        page={state.page.page}
        pageSize={state.page.pageSize}
        count={list.data?.Count ?? 0}
        total={list.data?.total ?? 0}
        onPage={state.setPage}
        onPageSize={state.setPageSize}
      />
      <IncidentDetailDrawer mayManage={mayManage} onEdit={editor.openEdit} />
      <EditorDrawer
        editor={editor}
        title={(row) => row.reference}
        newTitle="New incident"
        size="xl"
      >
        {(row) => (
          <IncidentForm
            incident={row}
            customerId={customerId}
            onSaved={saved}
            onCancel={editor.close}
            {...reload}
          />
        )}
      </EditorDrawer>
    </Stack>
  );
}
