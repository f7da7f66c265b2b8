import { afterAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath } from '#definitions/routes';
import { webConfigPath, webConfigSchema } from '#definitions/web-config';
import { startLocalStack } from '#local/local-stack';
import { freePorts } from '#local/free-ports';

const { root } = inject('localStack');
const dataDir = mkdtempSync(join(tmpdir(), 'trustay-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start\'s local stack', () => {
  it('keeps data across a restart, wipes it on --reset, and serves the dev web app its config', async () => {
    const ports = await freePorts();
    const lookUp = (api: string, code: string) => fetch(`${api}${routePath('get-invitation', { code })}`).then((r) => r.status);

    const first = await startLocalStack({ root, dataDir, ports });
    const code = 'RESTART123456789';
    const created = await fetch(`${first.urls.api}${routePath('create-invitation-code')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, channel: 'trustay', password: first.seeds.providerPassword }),
    });
    await first.stop();

    const second = await startLocalStack({ root, dataDir, ports });
    const afterRestart = await lookUp(second.urls.api, code);
    const webConfig = await fetch(`${second.urls.web}${webConfigPath}`).then((r) => r.json());
    const deepLink = await fetch(`${second.urls.web}/invitation-code`).then((r) => r.text());
    await second.stop();

    const third = await startLocalStack({ root, dataDir, ports, reset: true });
    const afterReset = await lookUp(third.urls.api, code);
    await third.stop();

    expect(created.status).toBe(201);
    expect(second.seeds).toEqual(first.seeds);
    expect(afterRestart).toBe(200);
    expect(afterReset).toBe(404);
    expect(third.seeds.providerPassword).not.toBe(first.seeds.providerPassword);
    // npm start's dev server hands the app its runtime config and serves deep links.
    expect(webConfigSchema.parse(webConfig)).toMatchObject({ apiUrl: second.urls.api, userPoolId: second.seeds.userPoolId });
    expect(deepLink).toContain('<div id="root">');
  });
});
