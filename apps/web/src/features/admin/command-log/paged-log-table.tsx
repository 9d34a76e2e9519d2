import type { ListResult, SortOrder } from '@shuttle-ops/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { ResourceTable, type Column } from '../../../components/table/resource-table.tsx';
import { TablePager } from '../../../components/table/table-pager.tsx';
import { nextSort } from '../../../lib/hooks/use-list-state.ts';

export interface Paging {
  page: number;
  pageSize: number;
}

export interface PagedLogTableProps<T, S extends string> {
  caption: string;
  columns: readonly Column<T, S>[];
  log: UseQueryResult<ListResult<T>>;
  rowKey: (row: T) => string;
  sort: { sort: S; order: SortOrder };
  setSort: Dispatch<SetStateAction<{ sort: S; order: SortOrder }>>;
  paging: Paging;
  setPaging: Dispatch<SetStateAction<Paging>>;
  empty: { title: string; description: string };
}

/** One page of a log with its sort buttons and pager; a new sort returns to the first page. */
export function PagedLogTable<T, S extends string>(props: PagedLogTableProps<T, S>) {
  const { log, paging, setPaging, setSort } = props;
  return (
    <>
      <ResourceTable
        caption={props.caption}
        columns={props.columns}
        rows={log.data?.Items}
        rowKey={props.rowKey}
        sort={props.sort}
        onSort={(clicked) => {
          setSort((current) => nextSort(current, clicked));
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        loading={log.isPending}
        fetching={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        empty={props.empty}
      />
      <TablePager
        page={paging.page}
        pageSize={paging.pageSize}
        count={log.data?.Count ?? 0}
        total={log.data?.total ?? 0}
        onPage={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
      />
    </>
  );
}
