import { Modal, Table } from '@mantine/core';
import { displayName, groupLabel } from '@shuttle-ops/domain';
import type { Session } from '@shuttle-ops/domain';

export interface ProfileDialogProps {
  session: Session;
  opened: boolean;
  onClose: () => void;
}

/** Who is signed in: name, username, email, roles and customer. */
export function ProfileDialog({ session, opened, onClose }: ProfileDialogProps) {
  const roles = session.cognito_groups.map(groupLabel).join(', ');
  const rows: [string, string][] = [
    ['Name', displayName(session)],
    ['Username', session.username],
    ['Email', session.email ?? 'None'],
    ['Role', roles === '' ? 'None' : roles],
    ['Customer', session.custom_cname === '' ? 'None' : session.custom_cname],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title="Profile" centered>
      <Table variant="vertical" layout="fixed" withTableBorder aria-label="Your profile">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={120}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
