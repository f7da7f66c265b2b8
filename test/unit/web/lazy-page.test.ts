import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadTimeoutMs, loadPage, PageLoadError } from '../../../web/src/lib/lazy-page.ts';

describe('loadPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 120 s for a page chunk (spec §9)', () => {
    expect(chunkLoadTimeoutMs).toBe(120_000);
  });

  it('resolves with the loaded page', async () => {
    await expect(loadPage(async () => 'page')).resolves.toBe('page');
  });

  it('wraps a failed chunk load in PageLoadError, keeping the cause', async () => {
    // Prepare
    const cause = new TypeError('Failed to fetch dynamically imported module');

    // Act
    const error = await loadPage(() => Promise.reject(cause)).catch((reason: unknown) => reason);

    // Assess
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).cause).toBe(cause);
  });

  it('rejects with PageLoadError when the chunk has not arrived in time', async () => {
    // Prepare
    vi.useFakeTimers();
    const loading = loadPage(() => new Promise<never>(() => {}), 1_000).catch((reason: unknown) => reason);

    // Act
    await vi.advanceTimersByTimeAsync(1_000);

    // Assess
    const error = await loading;
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).message).toBe('The page did not load within 1 s');
  });

  it('leaves no timer behind once the page has loaded', async () => {
    // Prepare
    vi.useFakeTimers();

    // Act
    await loadPage(async () => 'page');

    // Assess
    expect(vi.getTimerCount()).toBe(0);
  });
});
