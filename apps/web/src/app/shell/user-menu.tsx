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
import { lazy, Suspense, useState } from 'react';
import classes from './shell.module.css';

// The account dialogs (forms, QR codes) load when first opened: the shell stays light for the
// public page, which shares it.
const account = () => import('../../features/account/index.ts');
const ProfileDialog = lazy(async () => ({ default: (await account()).ProfileDialog }));
const ChangePasswordDialog = lazy(async () => ({
  default: (await account()).ChangePasswordDialog,
}));
const AuthenticatorDialog = lazy(async () => ({ default: (await account()).AuthenticatorDialog }));

type Dialog = 'profile' | 'password' | 'authenticator';

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
  // A dialog mounts when first opened and stays mounted, so it can animate closed.
  const [used, setUsed] = useState<ReadonlySet<Dialog>>(new Set());
  const open = (dialog: Dialog, show: () => void) => () => {
    setUsed((before) => new Set(before).add(dialog));
    show();
  };
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
          <Menu.Item
            leftSection={<IconId size={16} aria-hidden />}
            onClick={open('profile', profile.open)}
          >
            Profile
          </Menu.Item>
          <Menu.Item
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={open('password', password.open)}
          >
            Change password
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={open('authenticator', authenticator.open)}
          >
            Authenticator app
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {used.has('profile') && (
          <ProfileDialog session={session} opened={profileOpen} onClose={profile.close} />
        )}
        {used.has('password') && (
          <ChangePasswordDialog opened={passwordOpen} onClose={password.close} />
        )}
        {used.has('authenticator') && (
          <AuthenticatorDialog opened={authenticatorOpen} onClose={authenticator.close} />
        )}
      </Suspense>
    </>
  );
}
