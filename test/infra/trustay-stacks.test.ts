import { describe, expect, it } from 'vitest';
import { addTestStacks, createTestApp, testSenderEmail } from './synthesize-trustay.ts';

describe('addTrustayStacks context', () => {
  it('requires senderEmail, naming the context key', () => {
    expect(() => addTestStacks(createTestApp({}))).toThrow(/Missing CDK context "senderEmail"/);
  });

  it('allows only the CloudFront origin by default', () => {
    const { dataStack } = addTestStacks(createTestApp());
    expect(dataStack.webOrigins).toEqual([dataStack.web.origin]);
  });

  it('adds the Vite dev server origin when allowLocalhostOrigin is set', () => {
    const { dataStack } = addTestStacks(createTestApp({ senderEmail: testSenderEmail, allowLocalhostOrigin: 'true' }));
    expect(dataStack.webOrigins).toEqual([dataStack.web.origin, 'http://localhost:5173']);
  });
});
