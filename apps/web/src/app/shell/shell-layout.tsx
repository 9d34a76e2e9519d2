import { AppShell, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isPlainNavPath, paths } from '@shuttle-ops/domain';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import {
  FOOTER_HEIGHT,
  HEADER_HEIGHT,
  SIDE_MENU_DRAWER_QUERY,
  SIDE_MENU_WIDTH,
} from '../../config/layout.ts';
import { useSession, useSessionStore } from '../../lib/auth/session-context.ts';
import { RouteLoadingOverlay } from './route-loading-overlay.tsx';
import { ShellFooter } from './shell-footer.tsx';
import classes from './shell.module.css';
import { SideMenu } from './side-menu.tsx';
import { ToastHost } from './toast-host.tsx';
import { TopNav } from './top-nav.tsx';

/** Spec §2's shell: top navigation, side menu (signed in only), footer, toast and loading overlay. */
export function ShellLayout() {
  const { session, status } = useSession();
  const sessionStore = useSessionStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const compact = useMediaQuery(SIDE_MENU_DRAWER_QUERY, false, { getInitialValueInEffect: false });
  const [navbarOpen, setNavbarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const showNavbar = session !== null && !compact;
  const menuOpen = compact ? drawerOpen : navbarOpen;

  const toggleMenu = () => {
    if (compact) setDrawerOpen((open) => !open);
    else setNavbarOpen((open) => !open);
  };

  // Sign-out leaves the protected page first and signs out only once Home is on the screen, so the
  // guard never sees a signed-out user on a protected page and bounces them to the sign-in page.
  const signingOut = useRef(false);
  const signOut = async () => {
    setDrawerOpen(false);
    if (pathname === paths.home) return sessionStore.signOut();
    signingOut.current = true;
    await navigate(paths.home);
  };
  useEffect(() => {
    if (!signingOut.current || pathname !== paths.home) return;
    signingOut.current = false;
    void sessionStore.signOut();
  }, [pathname, sessionStore]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: FOOTER_HEIGHT }}
      navbar={
        showNavbar
          ? {
              width: SIDE_MENU_WIDTH,
              breakpoint: 'md',
              collapsed: { desktop: !navbarOpen, mobile: true },
            }
          : undefined
      }
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header
        className={classes.header}
        data-nav-style={isPlainNavPath(pathname) ? 'plain' : 'grey'}
      >
        <TopNav
          session={session}
          restoring={status === 'loading'}
          menu={session === null ? null : { open: menuOpen, onToggle: toggleMenu }}
          onSignOut={signOut}
        />
      </AppShell.Header>

      {showNavbar && (
        <AppShell.Navbar id="side-menu" p="xs" inert={!navbarOpen}>
          <SideMenu session={session} />
        </AppShell.Navbar>
      )}
      {session !== null && compact && (
        <Drawer
          id="side-menu"
          opened={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDE_MENU_WIDTH}
          title="Menu"
          padding="xs"
        >
          <SideMenu session={session} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer px="md">
        <ShellFooter />
      </AppShell.Footer>

      <RouteLoadingOverlay />
      <ToastHost />
    </AppShell>
  );
}
