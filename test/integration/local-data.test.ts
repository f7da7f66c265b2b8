import { afterAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath } from '#definitions/routes';
import { startLocalStack } from '#local/local-stack';
import { freePorts } from '#local/free-ports';

const { root } = inject('localStack');
const dataDir = mkdtempSync(join(tmpdir(), 'trustay-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('local data', () => {
  it('survives a restart and is wiped by --reset', async () => {
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
    await second.stop();

    const third = await startLocalStack({ root, dataDir, ports, reset: true });
    const afterReset = await lookUp(third.urls.api, code);
    await third.stop();

    expect(created.status).toBe(201);
    expect(second.seeds).toEqual(first.seeds);
    expect(afterRestart).toBe(200);
    expect(afterReset).toBe(404);
    expect(third.seeds.providerPassword).not.toBe(first.seeds.providerPassword);
  });
});
