import { describe, expect, it } from 'vitest';
import type { CreateInvitationCodeRequest } from '#contracts/invitation';
import { routePath } from '#definitions/routes';
import { createInvitationCode } from '../../../web/src/features/invitations/api/create-invitation-code.ts';
import type { ApiClient } from '../../../web/src/lib/api-client.ts';

describe('createInvitationCode', () => {
  it('posts the request to the create-invitation-code route', async () => {
    // Prepare
    const sent: Parameters<ApiClient['request']>[] = [];
    const apiClient: ApiClient = {
      request: async (...args) => {
        sent.push(args);
        return { invitationCode: 'ABCDEFGHIJKLMNOP' };
      },
    };
    const request: CreateInvitationCodeRequest = {
      code: 'ABCDEFGHIJKLMNOP',
      channel: 'ownerrez',
      description: 'Spring campaign',
      notes: '',
      password: 'provider-password',
    };

    // Act
    await createInvitationCode(apiClient, request);

    // Assess
    expect(sent).toEqual([['POST', routePath('create-invitation-code'), request]]);
  });
});
