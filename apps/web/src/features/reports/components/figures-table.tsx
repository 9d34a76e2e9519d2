import { Stack, Table, Title } from '@mantine/core';
import type { ReportColumn } from '../model/report-columns.ts';
import { formatFigure } from '../model/report-format.ts';
import classes from '../reports.module.css';

/**
 * A plain table of figures under a heading (routes, vehicles, alarm levels). The first column
 * names the row and keeps to one line; on a narrow screen the table scrolls sideways under its
 * heading.
 */
export function FiguresTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {caption}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th
                  key={c.header}
                  style={{ textAlign: c.kind === 'name' ? 'left' : 'right' }}
                >
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
                  {columns.map((c, i) => (
                    <Table.Td
                      key={c.header}
                      className={i === 0 ? classes.name : undefined}
                      style={{ textAlign: c.kind === 'name' ? 'left' : 'right' }}
                    >
                      {formatFigure(c.kind, c.value(row))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
