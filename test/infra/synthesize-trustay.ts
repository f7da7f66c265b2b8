/**
 * Shared setup of the infrastructure tests: the real stacks with the cdk.json context, no asset
 * bundling, a stand-in web build, and the route table plus one synthetic host route.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { findRoute, routes, type RouteDefinition } from '../../lib/definitions/routes.ts';
import { addTrustayStacks } from '../../lib/stacks/trustay-stacks.ts';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

export const testSenderEmail = 'no-reply@example.com';

/** The route table has no host route yet; this one exercises the JWT authorizer and index grants. */
export const syntheticHostRoute = {
  id: 'synthetic-host-route',
  method: 'GET',
  path: '/v1/test/host-only',
  handler: findRoute('get-invitation').handler,
  access: 'host',
  tables: { guestFormRequests: 'read' },
} as const satisfies RouteDefinition;

export const testRoutes: readonly RouteDefinition[] = [...routes, syntheticHostRoute];

/** An app with the cdk.json context and the given context on top; asset bundling is skipped. */
export const createTestApp = (context: Record<string, unknown> = { senderEmail: testSenderEmail }): App =>
  new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context } });

const createWebBuild = (): string => {
  const directory = mkdtempSync(path.join(tmpdir(), 'trustay-web-build-'));
  writeFileSync(path.join(directory, 'index.html'), '<!doctype html><title>Trustay</title>');
  return directory;
};

export const addTestStacks = (app: App) =>
  addTrustayStacks(app, { webBuildDirectory: createWebBuild(), routes: testRoutes });

/** Synthesizes both stacks with the cdk-nag AwsSolutions checks, as bin/trustay.ts does. */
export const synthesizeTrustay = () => {
  const app = createTestApp();
  const nag = new AwsSolutionsChecks(app);
  Validations.of(app).addPlugins(nag);
  const { dataStack, appStack } = addTestStacks(app);
  return {
    dataTemplate: Template.fromStack(dataStack),
    appTemplate: Template.fromStack(appStack),
    /** The cloud assembly directory, where assets such as the generated config.json are staged. */
    assemblyDirectory: app.outdir,
    nagReport: nag.validateScope(app),
  };
};
