import { Button, Menu, Text } from '@mantine/core';
import { displayName, groupLabel } from '@shuttle-ops/domain';
import type { Session } from '@shuttle-ops/domain';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';

export interface UserMenuProps {
  session: Session;
  onSignOut: () => Promise<void>;
}

/** The signed-in user's name (spec §2: preferred username, else email) with a menu holding Sign out. */
export function UserMenu({ session, onSignOut }: UserMenuProps) {
  const roles = session.cognito_groups.map(groupLabel).join(', ');
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          data-testid="user-menu"
        >
          {displayName(session)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.custom_cname || 'Signed in'}</Menu.Label>
        {roles !== '' && (
          <Text size="xs" c="dimmed" px="sm" pb="xs">
            {roles}
          </Text>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
