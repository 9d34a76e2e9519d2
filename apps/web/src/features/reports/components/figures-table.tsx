import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureColumn<T> {
  header: string;
  value: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A plain table of figures with a caption (routes, vehicles, alarm levels). */
export function FiguresTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label={caption} captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} style={{ textAlign: c.numeric ? 'right' : 'left' }}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{empty}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.header} style={{ textAlign: c.numeric ? 'right' : 'left' }}>
                    {c.value(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
