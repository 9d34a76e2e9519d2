import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ResourceTable } from './resource-table.tsx';
import type { Column } from './resource-table.tsx';

interface Row {
  id: string;
  name: string;
}

const columns: Column<Row, 'name'>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name },
  { key: 'id', header: 'Id', render: (row) => row.id },
];

function renderTable(props: Partial<Parameters<typeof ResourceTable<Row, 'name'>>[0]> = {}) {
  const onSort = vi.fn();
  const onRetry = vi.fn();
  renderWithProviders(
    <ResourceTable<Row, 'name'>
      caption="Things"
      columns={columns}
      rows={[{ id: '1', name: 'First' }]}
      rowKey={(row) => row.id}
      sort={{ sort: 'name', order: 'desc' }}
      onSort={onSort}
      loading={false}
      fetching={false}
      error={null}
      onRetry={onRetry}
      empty={{ title: 'No things yet', description: 'Add one.' }}
      {...props}
    />,
  );
  return { onSort, onRetry };
}

describe('ResourceTable', () => {
  it('marks the sorted column and sorts by a clicked header', () => {
    const { onSort } = renderTable();
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(screen.getByRole('cell', { name: 'First' })).toBeTruthy();
  });

  it('shows a loading row while nothing is loaded', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading things…');
    expect(screen.getByRole('table', { name: 'Things' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty state for an empty list', () => {
    renderTable({ rows: [] });
    expect(screen.getByTestId('empty-state').textContent).toContain('No things yet');
  });

  it('shows the error with a way to try again', () => {
    const { onRetry } = renderTable({
      rows: undefined,
      error: new ApiError(403, 'FORBIDDEN', 'You are not permitted to do this.'),
    });
    expect(screen.getByRole('alert').textContent).toContain('You are not permitted to do this.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
