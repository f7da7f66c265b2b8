import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import type { WebConfig } from '#definitions/web-config';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { WebConfigContext } from '../config/web-config-context.ts';
import { createAppRouter } from './router.tsx';

/**
 * Overlays render inside their component rather than in <body>: PrimeReact positions
 * body-level overlays from zoomed screen coordinates, which the 80% zoom (index.css) would
 * apply twice and so misplace them.
 */
const primeReactOptions = { appendTo: 'self' } as const;

export const App = ({ config }: { config: WebConfig }) => {
  const [router] = useState(createAppRouter);
  return (
    <WebConfigContext value={config}>
      <PrimeReactProvider value={primeReactOptions}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </PrimeReactProvider>
    </WebConfigContext>
  );
};
