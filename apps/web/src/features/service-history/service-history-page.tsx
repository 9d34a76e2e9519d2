import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ResourceTable } from '../../components/table/resource-table.tsx';
import { TablePager } from '../../components/table/table-pager.tsx';
import { APP_TITLE } from '../../config/env.ts';
import { useApiClient } from '../../lib/api/use-api-client.ts';
import { errorMessage } from '../../lib/forms/server-errors.ts';
import { allServices, useServiceHistory } from './api/search-services.ts';
import { HISTORY_COLUMNS } from './components/history-columns.tsx';
import { HistoryFilters } from './components/history-filters.tsx';
import { ServiceDetailDrawer } from './detail/service-detail-drawer.tsx';
import { servicesCsv } from './model/services-csv.ts';
import { useHistoryState } from './use-history-state.ts';

const TITLE = 'Service History';

/** Saves text as a file through the browser's download. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Spec §2 /servicehistory: search, filter, sort and page the services; export them as CSV; open
 * one service's detail (`?service=<id>`).
 */
export function ServiceHistoryPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const client = useApiClient();
  const state = useHistoryState();
  const history = useServiceHistory(state.filter, state.page);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const rows = await allServices(client, state.filter, state.page);
      download(servicesCsv(rows), 'service-history.csv');
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{TITLE}</Title>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </Group>
      <HistoryFilters
        text={state.text}
        onText={state.setText}
        filter={state.filter}
        onFilter={state.changeFilter}
      />
      {exportError ? (
        <Alert color="red" title="The export failed" role="alert">
          {errorMessage(exportError)}
        </Alert>
      ) : null}
      <ResourceTable
        caption="Services"
        columns={HISTORY_COLUMNS}
        rows={history.data?.Items}
        rowKey={(s) => s.Service_ID}
        sort={state.page}
        onSort={state.toggleSort}
        loading={history.isPending}
        fetching={history.isFetching}
        error={history.error}
        onRetry={() => void history.refetch()}
        empty={{ title: 'No services', description: 'No service matches these filters.' }}
        minWidth={760}
      />
      <TablePager
        page={state.page.page}
        pageSize={state.page.pageSize}
        count={history.data?.Count ?? 0}
        total={history.data?.total ?? 0}
        onPage={state.setPage}
        onPageSize={state.setPageSize}
      />
      <ServiceDetailDrawer />
    </Stack>
  );
}
