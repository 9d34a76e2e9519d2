import { canAccess, paths } from '@shuttle-ops/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ACCESS_OPTIONS } from '../config/access-options.ts';
import { NotPermittedPage } from '../features/access/not-permitted-page.tsx';
import { useSession } from '../lib/auth/session-context.ts';

/**
 * Renders the route only when the session may open it (the route-access table of the domain
 * package). Nothing protected renders while the session is still being restored.
 */
export function RouteGuard() {
  const { status, session } = useSession();
  const location = useLocation();

  if (canAccess(session, location.pathname, ACCESS_OPTIONS)) return <Outlet />;
  // The shell's loading overlay covers the page meanwhile.
  if (status === 'loading') return null;
  if (session === null) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  return <NotPermittedPage />;
}
