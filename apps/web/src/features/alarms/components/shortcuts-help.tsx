import { Kbd, Modal, Table } from '@mantine/core';

export const SHORTCUTS: readonly [keys: string[], what: string][] = [
  [['j', '↓'], 'Next alarm'],
  [['k', '↑'], 'Previous alarm'],
  [['Enter'], 'Open the alarm'],
  [['a'], 'Acknowledge the alarm'],
  [['x'], 'Select or unselect the alarm'],
  [['?'], 'Show these shortcuts'],
];

/** The keyboard shortcuts of the alarm list (not active while typing in a field). */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Table aria-label="Keyboard shortcuts">
        <Table.Tbody>
          {SHORTCUTS.map(([keys, what]) => (
            <Table.Tr key={what}>
              <Table.Td>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' or '}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
