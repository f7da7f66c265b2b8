import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { StartUpErrorPage } from './app/start-up-error-page.tsx';
import { PageSpinner } from './components/page-spinner.tsx';
import { loadWebConfig } from './config/load-web-config.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
root.render(<PageSpinner />);

// The API URL and user pool exist only after deploy, so the config is read at run time.
void loadWebConfig().then((result) =>
  root.render(
    <StrictMode>
      {result.ok ? <App config={result.config} /> : <StartUpErrorPage problem={result.problem} />}
    </StrictMode>,
  ),
);
