import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { isPublicPath, paths } from '../../../config/paths.ts';
import { AuthProvider } from './auth-provider.tsx';
import { useAuth } from './auth-context.ts';

/**
 * Spec §2 Guard: a path not on the public list needs a signed-in user; anyone else goes to
 * Login. Public paths under this layout (Login itself) pass straight through.
 */
const AuthGuard = () => {
  const { pathname } = useLocation();
  const auth = useAuth();
  if (isPublicPath(pathname)) return <Outlet />;
  if (auth.isLoading) return <PageSpinner />;
  if (!auth.isUserSignedIn) return <Navigate to={paths.login} replace />;
  return <Outlet />;
};

/** Layout of every route that needs to know the user: the auth state plus the guard. */
export const AuthRoot = () => (
  <AuthProvider>
    <AuthGuard />
  </AuthProvider>
);
