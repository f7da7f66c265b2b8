/**
 * Vitest global setup for the integration and end-to-end projects: one local stack (the same
 * one `npm start` runs) on free ports with a fresh data directory, shared by every file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { partnerApis, type OAuthPartner } from '#definitions/resources';
import { startLocalStack, type LocalStack } from '#local/local-stack';
import { freePorts } from '#local/free-ports';
import { startFakeHostaway } from './fake-hostaway.ts';
import { startFakePartnerOAuth, type FakePartnerOptions } from './fake-partner-oauth.ts';

/** Every code cognito-local sends in tests (sign-up confirmation, password reset). */
export const testCognitoCode = '246810';

/** The fake partners the stack's handlers talk to, and the accounts they know. */
const testPartners = {
  hostaway: { accountId: '12345', apiKey: 'hostaway-test-key' },
  ownerrez: { dialect: 'ownerrez', client: { clientId: 'c_trustay_test', clientSecret: 's_ownerrez_test' }, userId: '4242' },
  tokeet: { dialect: 'tokeet', client: { clientId: 'tokeet-trustay-test', clientSecret: 'tokeet-test-secret' }, account: { accountId: '1470000001', apiKey: 'tokeet-test-api-key' } },
  advancecm: { dialect: 'tokeet', client: { clientId: 'advancecm-trustay-test', clientSecret: 'advancecm-test-secret' }, account: { accountId: '1470000002', apiKey: 'advancecm-test-api-key' } },
} as const satisfies { hostaway: { accountId: string; apiKey: string } } & Record<OAuthPartner, FakePartnerOptions>;

export type ProvidedPartners = {
  hostaway: { url: string; accountId: string; apiKey: string };
  ownerrez: { url: string; clientId: string; userId: string };
  tokeet: { url: string; clientId: string; accountId: string; apiKey: string };
  advancecm: { url: string; clientId: string; accountId: string; apiKey: string };
};

export type ProvidedLocalStack = Pick<LocalStack, 'urls' | 'seeds' | 'handlerEnvironment'> & {
  root: string;
  cognitoCode: string;
  partners: ProvidedPartners;
};

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: ProvidedLocalStack;
  }
}

export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'trustay-test-'));
  const [hostaway, ownerrez, tokeet, advancecm] = await Promise.all([
    startFakeHostaway({ [testPartners.hostaway.accountId]: testPartners.hostaway.apiKey }),
    startFakePartnerOAuth(testPartners.ownerrez),
    startFakePartnerOAuth(testPartners.tokeet),
    startFakePartnerOAuth(testPartners.advancecm),
  ]);
  const fakes = [hostaway, ownerrez, tokeet, advancecm];
  const closeFakes = () => Promise.all(fakes.map((fake) => fake.close()));
  // Each fake plays both the partner's authorization page and its API.
  const partnerApiUrls = {
    [partnerApis.hostaway.envName]: hostaway.url,
    [partnerApis.ownerrezAuth.envName]: ownerrez.url,
    [partnerApis.ownerrezApi.envName]: ownerrez.url,
    [partnerApis.tokeetAuth.envName]: tokeet.url,
    [partnerApis.tokeetApi.envName]: tokeet.url,
    [partnerApis.advancecmAuth.envName]: advancecm.url,
    [partnerApis.advancecmApi.envName]: advancecm.url,
  };

  let stack: LocalStack;
  try {
    // The production build, served with SPA fallback as CloudFront serves it.
    stack = await startLocalStack({
      root,
      dataDir,
      ports: await freePorts(),
      web: 'build',
      cognitoFixedCode: testCognitoCode,
      partnerApiUrls,
      partnerClients: { ownerrez: testPartners.ownerrez.client, tokeet: testPartners.tokeet.client, advancecm: testPartners.advancecm.client },
    });
  } catch (error) {
    await closeFakes();
    throw error;
  }
  project.provide('localStack', {
    urls: stack.urls,
    seeds: stack.seeds,
    handlerEnvironment: stack.handlerEnvironment,
    root,
    cognitoCode: testCognitoCode,
    partners: {
      hostaway: { url: hostaway.url, ...testPartners.hostaway },
      ownerrez: { url: ownerrez.url, clientId: testPartners.ownerrez.client.clientId, userId: testPartners.ownerrez.userId },
      tokeet: { url: tokeet.url, clientId: testPartners.tokeet.client.clientId, ...testPartners.tokeet.account },
      advancecm: { url: advancecm.url, clientId: testPartners.advancecm.client.clientId, ...testPartners.advancecm.account },
    },
  });
  return async () => {
    await stack.stop();
    await closeFakes();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
