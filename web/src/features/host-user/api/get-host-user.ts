import { hostUserSchema, type HostUser } from '#contracts/host-user';
import { routePath } from '#definitions/routes';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /stripe/users/{email}: the signed-in host's own record (spec §7). */
export const getHostUser = async (hostApi: ApiClient, email: string): Promise<HostUser> =>
  hostUserSchema.parse(await hostApi.request('GET', routePath('get-host-user', { email })));
