import type { ListResult } from '@shuttle-ops/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListState } from '../../lib/hooks/use-list-state.ts';
import { CustomerScopeSelect } from '../forms/customer-scope-select.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ResourceTable } from './resource-table.tsx';
import type { Column } from './resource-table.tsx';
import { TablePager } from './table-pager.tsx';

export interface ResourceListProps<T, S extends string> {
  list: ListState<S>;
  result: UseQueryResult<ListResult<T>>;
  /** The table's name, e.g. "Vehicles". */
  caption: string;
  columns: readonly Column<T, S>[];
  rowKey: (row: T) => string;
  searchLabel: string;
  createLabel?: string;
  onCreate?: () => void;
  /** The empty state when nothing exists yet. */
  empty: { title: string; description: string };
  /** Platform-owner admins choose the customer (not on the customers screen itself). */
  withCustomerScope?: boolean;
}

/** Search, the table and its pager: one server-side list of an admin screen. */
export function ResourceList<T, S extends string>({
  list,
  result,
  caption,
  columns,
  rowKey,
  searchLabel,
  createLabel,
  onCreate,
  empty,
  withCustomerScope = true,
}: ResourceListProps<T, S>) {
  const { data } = result;
  const query = list.params.query;
  return (
    <>
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel={searchLabel}
        fetching={result.isFetching && !result.isPending}
        createLabel={createLabel}
        onCreate={onCreate}
      >
        {withCustomerScope && <CustomerScopeSelect />}
      </ListToolbar>
      <div>
        <ResourceTable
          caption={caption}
          columns={columns}
          rows={data?.Items}
          rowKey={rowKey}
          sort={list.params}
          onSort={list.toggleSort}
          loading={result.isPending}
          fetching={result.isFetching}
          error={result.error}
          onRetry={() => void result.refetch()}
          empty={
            query === ''
              ? empty
              : { title: 'Nothing found', description: `Nothing matches “${query}”.` }
          }
        />
        {data !== undefined && (
          <TablePager
            page={list.params.page}
            pageSize={list.params.pageSize}
            count={data.Count}
            total={data.total}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
          />
        )}
      </div>
    </>
  );
}
