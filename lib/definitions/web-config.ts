/**
 * The runtime configuration the web app fetches from `/config.json` at start. In AWS the app
 * stack writes it beside the React build (the API URL and pool ids exist only after deploy);
 * locally the local stack serves it. The web app parses it with this schema before rendering.
 */
import * as z from 'zod';

export const webConfigSchema = z.object({
  /** Base URL of the HTTP API, without a trailing slash. */
  apiUrl: z.url().transform((url) => url.replace(/\/+$/, '')),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Cognito endpoint override; set only for the local cognito-local emulator. */
  userPoolEndpoint: z.url().optional(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

export const webConfigPath = '/config.json';
