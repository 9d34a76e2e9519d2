import { Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { displayName, groupLabel } from '@shuttle-ops/domain';
import type { Session } from '@shuttle-ops/domain';
import {
  IconChevronDown,
  IconId,
  IconKey,
  IconLogout,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import {
  AuthenticatorDialog,
  ChangePasswordDialog,
  ProfileDialog,
} from '../../features/account/index.ts';
import classes from './shell.module.css';

export interface UserMenuProps {
  session: Session;
  onSignOut: () => Promise<void>;
}

/**
 * The signed-in user's name (spec §2: preferred username, else email) with a menu: profile,
 * change password, authenticator app and Sign out.
 */
export function UserMenu({ session, onSignOut }: UserMenuProps) {
  const name = displayName(session);
  const roles = session.cognito_groups.map(groupLabel).join(', ');
  const [profileOpen, profile] = useDisclosure(false);
  const [passwordOpen, password] = useDisclosure(false);
  const [authenticatorOpen, authenticator] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconUserCircle size={20} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden className={classes.hideOnPhone} />}
            data-testid="user-menu"
            // On a phone only the icon shows; the name stays the button's accessible name.
            aria-label={name}
            px="xs"
          >
            <span className={`${classes.userName} ${classes.hideOnPhone}`}>{name}</span>
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
          <Menu.Item leftSection={<IconId size={16} aria-hidden />} onClick={profile.open}>
            Profile
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={password.open}>
            Change password
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={authenticator.open}
          >
            Authenticator app
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ProfileDialog session={session} opened={profileOpen} onClose={profile.close} />
      <ChangePasswordDialog opened={passwordOpen} onClose={password.close} />
      <AuthenticatorDialog opened={authenticatorOpen} onClose={authenticator.close} />
    </>
  );
}
