import { describe, expect, inject, it } from 'vitest';
import { routePath } from '#definitions/routes';
import { randomInvitationCode } from '#contracts/invitation';
import { getStoredItem } from '#test/local-stack-clients';

const { urls, seeds } = inject('localStack');
const newCode = () => randomInvitationCode();

const createCode = (body: Record<string, unknown>) =>
  fetch(`${urls.api}${routePath('create-invitation-code')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('invitation codes through the local API gateway and DynamoDB Local', () => {
  it('seeds one active code per invitation channel', async () => {
    for (const [channel, code] of Object.entries(seeds.invitationCodes)) {
      const response = await fetch(`${urls.api}${routePath('get-invitation', { code })}`);
      expect(await response.json()).toMatchObject({ active: true, invitationCode: code, channel });
    }
  });

  it('creates a code that the check then finds, with notes stored but not disclosed', async () => {
    const code = newCode();

    const created = await createCode({ code, channel: 'ownerrez', description: 'Integration', notes: 'private note', password: seeds.providerPassword });
    const checked = await fetch(`${urls.api}${routePath('get-invitation', { code })}`);

    expect(created.status).toBe(201);
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ active: true, invitationCode: code, description: 'Integration', channel: 'ownerrez' });
    expect(await getStoredItem('invitations', { invitationCode: code })).toMatchObject({ notes: 'private note', createdAt: expect.any(String) });
  });

  it('writes nothing for a wrong password or a malformed request', async () => {
    const code = newCode();

    const wrongPassword = await createCode({ code, channel: 'trustay', password: 'not the password' });
    const unknownChannel = await createCode({ code, channel: 'airbnb', password: seeds.providerPassword });

    expect(wrongPassword.status).toBe(403);
    expect(unknownChannel.status).toBe(400);
    expect(await getStoredItem('invitations', { invitationCode: code })).toBeUndefined();
  });

  it('lets exactly one of many simultaneous creations of the same code win', async () => {
    const code = newCode();
    const attempts = Array.from({ length: 12 }, (_, i) =>
      createCode({ code, channel: 'hostaway', description: `attempt ${i}`, password: seeds.providerPassword }),
    );

    const statuses = (await Promise.all(attempts)).map((response) => response.status).sort();

    expect(statuses).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
  });

  it('answers an unknown route as API Gateway does, and CORS only for the web origin', async () => {
    const unknown = await fetch(`${urls.api}/v1/no-such-route`);
    const preflight = (origin: string) =>
      fetch(`${urls.api}${routePath('create-invitation-code')}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });

    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not Found' });
    expect((await preflight(urls.web)).headers.get('access-control-allow-origin')).toBe(urls.web);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
