import { createContext, use } from 'react';
import type { WebConfig } from '#definitions/web-config';

/** Holds the validated `/config.json`; main.tsx renders the app only once it has one. */
export const WebConfigContext = createContext<WebConfig | null>(null);

export const useWebConfig = (): WebConfig => {
  const config = use(WebConfigContext);
  if (!config) throw new Error('useWebConfig must be used inside WebConfigContext (see app/app.tsx)');
  return config;
};
