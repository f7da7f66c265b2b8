import type { App } from 'aws-cdk-lib';
import { oauthPartners } from '../definitions/resources.ts';
import { deploymentRegion } from '../definitions/user-pool.ts';
import type { RouteDefinition } from '../definitions/routes.ts';
import { TrustayAppStack } from './app-stack.ts';
import { TrustayDataStack } from './data-stack.ts';

/** The Vite dev server, allowed as a web origin only when the `allowLocalhostOrigin` context flag is set. */
const localDevelopmentOrigin = 'http://localhost:5173';

export type TrustayStacksOptions = {
  /** Directory holding the built web app. */
  webBuildDirectory: string;
  /** The route table to serve; defaults to the real one. */
  routes?: readonly RouteDefinition[];
};

/**
 * Adds Trustay's two stacks to an app, reading their settings from CDK context:
 * `senderEmail` (required), `allowLocalhostOrigin` (optional, default false), and Trustay's OAuth
 * client ids `ownerrezClientId`, `tokeetClientId`, `advancecmClientId` (optional: a partner
 * without one cannot be linked).
 */
export const addTrustayStacks = (app: App, options: TrustayStacksOptions) => {
  const senderEmail: unknown = app.node.tryGetContext('senderEmail');
  if (typeof senderEmail !== 'string' || senderEmail === '') {
    throw new Error(
      'Missing CDK context "senderEmail": the address guest-form emails are sent from. Pass it with -c senderEmail=no-reply@example.com or set it in cdk.json.',
    );
  }
  // Context from the command line arrives as a string.
  const allowLocalhost = [true, 'true'].includes(app.node.tryGetContext('allowLocalhostOrigin'));

  const partnerClientIds = Object.fromEntries(
    oauthPartners.flatMap((partner) => {
      const clientId: unknown = app.node.tryGetContext(`${partner}ClientId`);
      return typeof clientId === 'string' && clientId !== '' ? [[partner, clientId]] : [];
    }),
  );

  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: deploymentRegion };
  const dataStack = new TrustayDataStack(app, 'TrustayDataStack', {
    env,
    description: 'Trustay stateful resources: tables, buckets, host user pool, provider secret, sender identity, web hosting.',
    senderEmail,
    additionalWebOrigins: allowLocalhost ? [localDevelopmentOrigin] : [],
  });
  const appStack = new TrustayAppStack(app, 'TrustayAppStack', {
    env,
    description: 'Trustay stateless resources: HTTP API, one Lambda function per route, web deployment.',
    data: dataStack,
    webBuildDirectory: options.webBuildDirectory,
    routes: options.routes,
    partnerClientIds,
  });
  return { dataStack, appStack };
};
