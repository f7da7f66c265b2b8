import { Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { paths } from '../config/paths.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { RouteErrorPage } from './route-error-page.tsx';

const InvitationCodeRoute = lazyPage(() =>
  import('../features/invitations/components/invitation-code-page.tsx').then((module) => module.InvitationCodePage),
);
// The sign-in library loads with this layout, so pages outside it (invitation code, later the
// guest form) never download it.
const AuthRootRoute = lazyPage(() => import('../features/auth/components/auth-root.tsx').then((module) => module.AuthRoot));
// Signed-out menu, or top bar and sidebar for a signed-in host (spec §2 Menus and layout).
const AppLayoutRoute = lazyPage(() => import('../features/layout/components/app-layout.tsx').then((module) => module.AppLayout));
const SignUpRoute = lazyPage(() => import('../features/sign-up/components/sign-up-page.tsx').then((module) => module.SignUpPage));
const AccountRoute = lazyPage(() => import('../features/account/components/account-page.tsx').then((module) => module.AccountPage));
const ChangePasswordRoute = lazyPage(() =>
  import('../features/account/components/change-password-page.tsx').then((module) => module.ChangePasswordPage),
);
const LoginRoute = lazyPage(() => import('../features/auth/components/login-page.tsx').then((module) => module.LoginPage));
const HomeRoute = lazyPage(() => import('../features/home/components/home-page.tsx').then((module) => module.HomePage));
const NotFoundRoute = lazyPage(() => import('./routes/not-found.tsx').then((module) => module.NotFoundRoute));

export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: (
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.invitationCode, element: <InvitationCodeRoute /> },
        {
          // Knows the signed-in user and guards every path not on the public list (spec §2).
          element: <AuthRootRoute />,
          children: [
            {
              element: <AppLayoutRoute />,
              children: [
                { path: paths.login, element: <LoginRoute /> },
                { path: paths.signUp, element: <SignUpRoute /> },
                { path: paths.signUpWithCode, element: <SignUpRoute /> },
                { path: paths.home, element: <HomeRoute /> },
                { path: paths.account, element: <AccountRoute /> },
                { path: paths.password, element: <ChangePasswordRoute /> },
                { path: paths.notFound, element: <NotFoundRoute /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
