import { lazy, type ComponentType } from 'react';

/** Spec §9: a page chunk that has not arrived after 120 s counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

/** A page's code could not be loaded (network failure, stale deploy or time-out). */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
}

/** Resolves with the loaded page, or rejects with PageLoadError on failure or time-out. */
export const loadPage = <Page>(load: () => Promise<Page>, timeoutMs = chunkLoadTimeoutMs): Promise<Page> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PageLoadError(`The page did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  const loaded = load().catch((error: unknown) => {
    throw new PageLoadError('The page could not be loaded', { cause: error });
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
};

/** A route component whose code is split into its own chunk and loaded on first render. */
export const lazyPage = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(() => loadPage(load).then((Page) => ({ default: Page })));
