import { ActionIcon, Burger, Button, Group, Menu } from '@mantine/core';
import type { Session } from '@shuttle-ops/domain';
import { paths } from '@shuttle-ops/domain';
import { IconBus, IconDotsVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../config/env.ts';
import { CustomerLogo } from './customer-logo.tsx';
import classes from './shell.module.css';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

export interface TopNavProps {
  session: Session | null;
  /** A stored session is being restored: show neither Login nor a user yet. */
  restoring: boolean;
  /** The side-menu toggle; null when nobody is signed in (no side menu then). */
  menu: { open: boolean; onToggle: () => void } | null;
  onSignOut: () => Promise<void>;
}

export function TopNav({ session, restoring, menu, onSignOut }: TopNavProps) {
  // Visitors see the site's pages in the bar; signed-in staff keep the bar for their work and
  // find the same pages in the "Site pages" menu (docs/decisions/0019-staff-header.md).
  const pagesInBar = session === null && !restoring;
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        {menu !== null && (
          <Burger
            opened={menu.open}
            onClick={menu.onToggle}
            size="sm"
            aria-label={menu.open ? 'Hide side menu' : 'Show side menu'}
            aria-expanded={menu.open}
            aria-controls="side-menu"
          />
        )}
        <Link to={paths.home} className={classes.brand} aria-label={`${PRODUCT_NAME} home`}>
          <IconBus size={26} aria-hidden />
          <span className={classes.brandName}>{PRODUCT_NAME}</span>
        </Link>
        {session !== null && <CustomerLogo session={session} />}
      </Group>

      {/* On a phone the page links fold into a menu, so Login and the theme stay in view. */}
      {pagesInBar && (
        <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="sm">
          <Link to={paths.home} className={classes.navLink}>
            Home
          </Link>
          <Link to={{ pathname: paths.home, hash: '#features' }} className={classes.navLink}>
            Partners
          </Link>
          <Link to={paths.about} className={classes.navLink}>
            About Us
          </Link>
        </Group>
      )}

      <Group gap="xs" wrap="nowrap">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Site pages"
              hiddenFrom={pagesInBar ? 'sm' : undefined}
            >
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={paths.home}>
              Home
            </Menu.Item>
            <Menu.Item component={Link} to={{ pathname: paths.home, hash: '#features' }}>
              Partners
            </Menu.Item>
            <Menu.Item component={Link} to={paths.about}>
              About Us
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <ThemeToggle />
        {session !== null && <UserMenu session={session} onSignOut={onSignOut} />}
        {session === null && !restoring && (
          <Button component={Link} to={paths.login}>
            Login
          </Button>
        )}
      </Group>
    </Group>
  );
}
