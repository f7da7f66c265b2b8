import { ProgressSpinner } from 'primereact/progressspinner';

/** Shown while the config or a page's code is loading. */
export const PageSpinner = () => (
  <div className="page-spinner" role="status" aria-label="Loading">
    <ProgressSpinner strokeWidth="4" />
  </div>
);
