import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { partnerOAuthEnvNames } from '../../lib/definitions/resources.ts';
import { findRoute, routeKey } from '../../lib/definitions/routes.ts';
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

describe('partner OAuth client ids from context', () => {
  it("gives each partner's start and callback functions that partner's client id, and no other", () => {
    const { appStack } = addTestStacks(createTestApp({ senderEmail: testSenderEmail, ownerrezClientId: 'c_ops_ownerrez' }));
    const template = Template.fromStack(appStack);
    const environmentOf = (id: 'ownerrez-signup' | 'ownerrez-callback' | 'tokeet-authorize') => {
      const [lambda] = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Description: routeKey(findRoute(id)) } }));
      return (lambda as { Properties: { Environment: { Variables: Record<string, unknown> } } }).Properties.Environment.Variables;
    };

    expect(environmentOf('ownerrez-signup')[partnerOAuthEnvNames('ownerrez').clientId]).toBe('c_ops_ownerrez');
    expect(environmentOf('ownerrez-callback')[partnerOAuthEnvNames('ownerrez').clientId]).toBe('c_ops_ownerrez');
    expect(Object.keys(environmentOf('tokeet-authorize'))).not.toContain(partnerOAuthEnvNames('tokeet').clientId);
  });
});
