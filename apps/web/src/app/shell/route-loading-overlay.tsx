import { Loader, Overlay, VisuallyHidden } from '@mantine/core';
import { isPublicPath } from '@shuttle-ops/domain';
import { useLocation, useNavigation } from 'react-router';
import { useSession } from '../../lib/auth/session-context.ts';
import classes from './shell.module.css';

/**
 * Spec §2: a full-screen overlay from the start of a route change until it completes or fails;
 * also while a stored session is restored on a protected page.
 */
export function RouteLoadingOverlay() {
  const navigation = useNavigation();
  const { status } = useSession();
  const { pathname } = useLocation();
  const visible = navigation.state !== 'idle' || (status === 'loading' && !isPublicPath(pathname));
  if (!visible) return null;

  return (
    <Overlay
      fixed
      center
      zIndex={900}
      backgroundOpacity={0.25}
      blur={1}
      className={classes.loadingOverlay}
      data-testid="loading-overlay"
    >
      <div role="status">
        <Loader size="lg" aria-hidden />
        <VisuallyHidden>Loading…</VisuallyHidden>
      </div>
    </Overlay>
  );
}
