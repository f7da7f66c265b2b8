/**
 * Debian's Chromium driven by playwright-core (no browser download), started headless with the
 * flags this offline machine needs and a fresh profile each time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type BrowserContext } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = async (): Promise<{ context: BrowserContext; close: () => Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), 'trustay-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

/**
 * One browser for all tests of a file: launched before them, closed after. Call at the top of
 * the file; the returned function gives the browser context inside tests and hooks.
 */
export const browserForThisFile = (): (() => BrowserContext) => {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is not running yet.');
    return browser.context;
  };
};
