import * as z from 'zod';
import { webConfigPath, webConfigSchema, type WebConfig } from '#definitions/web-config';

export type WebConfigResult = { ok: true; config: WebConfig } | { ok: false; problem: string };

const failure = (problem: string): WebConfigResult => ({ ok: false, problem });

/**
 * Fetches and validates the runtime configuration. Every failure becomes a sentence for the
 * start-up error page: the app never renders half-configured.
 */
export const loadWebConfig = async (fetchFn: typeof fetch = fetch): Promise<WebConfigResult> => {
  let response: Response;
  try {
    // Never cached: each deploy rewrites config.json in place.
    response = await fetchFn(webConfigPath, { cache: 'no-store' });
  } catch (error) {
    return failure(`${webConfigPath} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    return failure(`${webConfigPath} answered HTTP ${response.status} ${response.statusText}`.trimEnd());
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Typically a static host's SPA fallback answering index.html for a missing config.json.
    return failure(`${webConfigPath} is not JSON (content type: ${response.headers.get('content-type') ?? 'none'})`);
  }
  const parsed = webConfigSchema.safeParse(body);
  if (!parsed.success) {
    return failure(`${webConfigPath} is not a valid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return { ok: true, config: parsed.data };
};
