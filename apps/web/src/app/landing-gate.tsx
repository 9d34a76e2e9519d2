import { landingFor } from '@shuttle-ops/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/auth/session-context.ts';

/**
 * A signed-in user who opens the console at / starts on their work screen. Home stays reachable
 * from inside the console (the menu's Home, the top navigation), and for everyone signed out.
 */
export function LandingGate() {
  const { status, session } = useSession();
  const location = useLocation();
  // The first page of a visit has the key 'default'; pages reached by a link have their own.
  const opened = location.key === 'default' && location.hash === '';
  if (!opened) return <Outlet />;
  if (status === 'loading') return null;
  if (session !== null) return <Navigate to={landingFor(session)} replace />;
  return <Outlet />;
}
