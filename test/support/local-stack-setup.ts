/**
 * Vitest global setup for the integration and end-to-end projects: one local stack (the same
 * one `npm start` runs) on free ports with a fresh data directory, shared by every file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '#local/local-stack';
import { freePorts } from '#local/free-ports';

/** Every code cognito-local sends in tests (sign-up confirmation, password reset). */
export const testCognitoCode = '246810';

export type ProvidedLocalStack = Pick<LocalStack, 'urls' | 'seeds' | 'handlerEnvironment'> & { root: string; cognitoCode: string };

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: ProvidedLocalStack;
  }
}

export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'trustay-test-'));
  // The production build, served with SPA fallback as CloudFront serves it.
  const stack = await startLocalStack({ root, dataDir, ports: await freePorts(), web: 'build', cognitoFixedCode: testCognitoCode });
  project.provide('localStack', {
    urls: stack.urls,
    seeds: stack.seeds,
    handlerEnvironment: stack.handlerEnvironment,
    root,
    cognitoCode: testCognitoCode,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
