import { useEffect, useRef } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useToast } from '../components/toast/toast-context.ts';
import { PageLoadError } from '../lib/lazy-page.ts';

/** Shown in place of a route whose code failed to load or whose rendering crashed. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { showError } = useToast();
  const detail =
    error instanceof PageLoadError
      ? 'This page could not be loaded. Check your connection and reload the page.'
      : 'Something went wrong on this page. Reload the page to try again.';

  // Once per error, also when StrictMode runs the effect twice in development.
  const reportedError = useRef<unknown>(undefined);
  useEffect(() => {
    if (reportedError.current === error) return;
    reportedError.current = error;
    console.error('Route failed', error);
    showError(detail);
  }, [error, detail, showError]);

  return (
    <main className="page">
      <section className="card message-card" role="alert">
        <h1>Page unavailable</h1>
        <p>{detail}</p>
        <Button label="Reload" icon="pi pi-refresh" onClick={() => window.location.reload()} />
      </section>
    </main>
  );
};
