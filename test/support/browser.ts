/**
 * Debian's Chromium driven by playwright-core (no browser download), started headless with the
 * flags this offline machine needs and a fresh profile each time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
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

/**
 * Each test of the file starts with no open page and signed out: Amplify keeps the session in
 * the web origin's localStorage, which this clears.
 */
export const startEachTestSignedOut = (context: () => BrowserContext, webUrl: string): void => {
  beforeEach(async () => {
    for (const open of context().pages()) await open.close();
    const page = await context().newPage();
    await page.goto(`${webUrl}/config.json`);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
};
