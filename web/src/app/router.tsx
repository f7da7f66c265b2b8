import { Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { paths } from '../config/paths.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { RouteErrorPage } from './route-error-page.tsx';

const InvitationCodeRoute = lazyPage(() =>
  import('../features/invitations/components/invitation-code-page.tsx').then((module) => module.InvitationCodePage),
);
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
        { path: paths.notFound, element: <NotFoundRoute /> },
      ],
    },
  ]);
