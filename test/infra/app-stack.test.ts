import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { deploymentRegion } from '../../lib/definitions/user-pool.ts';
import { oauthPartners, partnerOAuthEnvNames, userPoolEnvNames, providerSecretEnvName, tableEnvName, type TableKey, tables, webAppUrlEnvName } from '../../lib/definitions/resources.ts';
import { apiCors, routeKey, type RouteDefinition } from '../../lib/definitions/routes.ts';
import { webConfigPath, webConfigSchema } from '../../lib/definitions/web-config.ts';
import { synthesizeTrustay, testRoutes } from './synthesize-trustay.ts';

const { appTemplate, assemblyDirectory } = synthesizeTrustay();

type Resource = { Properties: Record<string, unknown> };
type PolicyStatement = { Action: string | string[]; Resource: unknown };

const nodeRuntime = 'nodejs24.x';

/** A value read from the data stack (weak cross-stack reference), by the name of its output. */
const dataStackOutput = (outputName: RegExp) => ({
  'Fn::GetStackOutput': Match.objectLike({ StackName: 'TrustayDataStack', OutputName: Match.stringLikeRegexp(outputName.source) }),
});

const functionOf = (route: RouteDefinition): [string, Resource] => {
  const found = Object.entries(appTemplate.findResources('AWS::Lambda::Function', { Properties: { Description: routeKey(route) } }));
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
};

const policyStatementsOf = (route: RouteDefinition): PolicyStatement[] => {
  const [, lambda] = functionOf(route);
  const [roleId] = (lambda.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
  const policies = Object.values(appTemplate.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } })) as Resource[];
  return policies.flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: PolicyStatement[] }).Statement);
};

const actionsOf = (statement: PolicyStatement): string[] => [statement.Action].flat();

/** `guestFormRequests` -> `GuestFormRequests`: the table's construct id prefix, part of its output names. */
const pascalCase = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

describe('TrustayAppStack functions', () => {
  it('creates one Node.js function per route', () => {
    const routeFunctions = appTemplate.findResources('AWS::Lambda::Function', { Properties: { Runtime: nodeRuntime } });
    expect(Object.keys(routeFunctions)).toHaveLength(testRoutes.length);
  });

  it.each(testRoutes)('$id runs on arm64 with tracing, source maps and its own log group', (route) => {
    appTemplate.hasResourceProperties('AWS::Lambda::Function', {
      Description: routeKey(route),
      Runtime: nodeRuntime,
      Architectures: ['arm64'],
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: { LogGroup: { Ref: Match.stringLikeRegexp('LogGroup') } },
    });
  });

  it.each(testRoutes)('$id gets exactly the environment its route declares', (route) => {
    const [, lambda] = functionOf(route);
    const variables = (lambda.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(
      [
        'NODE_OPTIONS',
        'POWERTOOLS_SERVICE_NAME',
        ...Object.keys(route.tables).map((key) => tableEnvName(key as TableKey)),
        ...(route.readsProviderSecret ? [providerSecretEnvName] : []),
        ...(route.managesHostAccounts ? Object.values(userPoolEnvNames) : []),
        // The test context sets no partner client ids, so only a callback's secret and web app URL.
        ...(route.partnerOAuth?.step === 'callback' ? [partnerOAuthEnvNames(route.partnerOAuth.partner).clientSecretArn, webAppUrlEnvName] : []),
      ].sort(),
    );
    expect(variables).toMatchObject({ NODE_OPTIONS: '--enable-source-maps', POWERTOOLS_SERVICE_NAME: 'trustay' });
  });

  it.each(testRoutes)('$id may write only the tables its route writes', (route) => {
    const statements = policyStatementsOf(route);
    for (const [key, access] of Object.entries(route.tables)) {
      const tableStatement = statements.find(
        (statement) => actionsOf(statement).includes('dynamodb:GetItem') && JSON.stringify(statement.Resource).includes(`${pascalCase(key)}Table`),
      );
      expect(tableStatement && actionsOf(tableStatement).includes('dynamodb:PutItem'), `write on ${key}`).toBe(access === 'write');
    }
    // CDK may merge identical grants into one statement, so check tables, not statements.
    const tableGrants = statements.filter((statement) => actionsOf(statement).includes('dynamodb:GetItem'));
    for (const key of Object.keys(tables).filter((candidate) => !(candidate in route.tables))) {
      expect(JSON.stringify(tableGrants), `no grant on ${key}`).not.toContain(`${pascalCase(key)}Table`);
    }
  });

  it('grants Query on each named index instead of an index wildcard', () => {
    const statements = testRoutes.flatMap(policyStatementsOf);
    expect(JSON.stringify(statements)).not.toContain('/index/*');
    const indexGrant = statements.find((statement) => JSON.stringify(statement.Resource).includes('/index/byHostEmail'));
    expect(indexGrant && actionsOf(indexGrant)).toEqual(['dynamodb:Query']);
  });

  const readsSecretNamed = (route: RouteDefinition, constructId: RegExp) =>
    policyStatementsOf(route).some(
      (statement) => actionsOf(statement).includes('secretsmanager:GetSecretValue') && constructId.test(JSON.stringify(statement.Resource)),
    );

  it.each(testRoutes)('$id reads the provider secret only if its route says so', (route) => {
    expect(readsSecretNamed(route, /ProviderSecret/)).toBe(route.readsProviderSecret === true);
  });

  it.each(testRoutes)('$id reads a partner client secret only as that partner OAuth callback', (route) => {
    for (const partner of oauthPartners) {
      const constructId = new RegExp(`${partner.charAt(0).toUpperCase()}${partner.slice(1)}ClientSecret`);
      expect(readsSecretNamed(route, constructId), partner).toBe(route.partnerOAuth?.step === 'callback' && route.partnerOAuth.partner === partner);
    }
  });

  it('gives partner callbacks the CloudFront origin as the web app URL', () => {
    const callbacks = testRoutes.filter((route) => route.partnerOAuth?.step === 'callback');
    expect(callbacks.length).toBeGreaterThan(0);
    for (const route of callbacks) {
      appTemplate.hasResourceProperties('AWS::Lambda::Function', {
        Description: routeKey(route),
        Environment: {
          Variables: Match.objectLike({ [webAppUrlEnvName]: { 'Fn::Join': ['', ['https://', dataStackOutput(/Distribution\w*DomainName/)]] } }),
        },
      });
    }
  });

  it.each(testRoutes)('$id may update Cognito user attributes, in the host pool only, only if its route manages host accounts', (route) => {
    const cognitoStatements = policyStatementsOf(route).filter((statement) => actionsOf(statement).some((action) => action.startsWith('cognito-idp:')));
    if (!route.managesHostAccounts) {
      expect(cognitoStatements).toEqual([]);
      return;
    }
    expect(cognitoStatements.flatMap(actionsOf)).toEqual(['cognito-idp:AdminUpdateUserAttributes']);
    const [resource, ...others] = cognitoStatements.map((statement) => statement.Resource);
    expect(others).toEqual([]);
    expect(resource).toEqual({ 'Fn::GetStackOutput': expect.objectContaining({ StackName: 'TrustayDataStack', OutputName: expect.stringMatching(/HostUserPool\w*Arn/) }) });
  });

  it('keeps every log group 18 months and gives every function one', () => {
    appTemplate.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: RetentionDays.EIGHTEEN_MONTHS });
    // One per route function, the API access logs and the web deployment handler.
    appTemplate.resourceCountIs('AWS::Logs::LogGroup', testRoutes.length + 2);
    appTemplate.allResourcesProperties('AWS::Lambda::Function', { LoggingConfig: { LogGroup: { Ref: Match.anyValue() } } });
  });
});

describe('TrustayAppStack HTTP API', () => {
  it('has one route per route-table entry, integrated with its function', () => {
    appTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', testRoutes.length);
    for (const route of testRoutes) {
      const [functionId] = functionOf(route);
      const [integrationId] = Object.keys(
        appTemplate.findResources('AWS::ApiGatewayV2::Integration', {
          Properties: { IntegrationType: 'AWS_PROXY', IntegrationUri: { 'Fn::GetAtt': [functionId, 'Arn'] } },
        }),
      );
      appTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey(route),
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
      });
    }
  });

  it.each(testRoutes)('$id is behind the JWT authorizer exactly when its access is host', (route) => {
    appTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey(route),
      AuthorizationType: route.access === 'host' ? 'JWT' : 'NONE',
      AuthorizerId: route.access === 'host' ? { Ref: Match.anyValue() } : Match.absent(),
    });
  });

  it('checks Cognito tokens of the web client', () => {
    appTemplate.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    appTemplate.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::Join': ['', [`https://cognito-idp.${deploymentRegion}.amazonaws.com/`, dataStackOutput(/HostUserPool/)]] },
        Audience: [dataStackOutput(/HostUserPoolWebClient/)],
      },
    });
  });

  it('allows CORS from the CloudFront origin only, with the shared CORS settings', () => {
    appTemplate.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({
        AllowOrigins: [{ 'Fn::Join': ['', ['https://', dataStackOutput(/Distribution\w*DomainName/)]] }],
        AllowMethods: apiCors.allowMethods,
        AllowHeaders: apiCors.allowHeaders,
        MaxAge: apiCors.maxAgeSeconds,
      }),
    });
  });

  it('logs every request to an 18-month log group from the auto-deployed default stage', () => {
    appTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('AccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });

  it('throttles the whole stage, and provider routes to 1 request/s', () => {
    const providerRouteSettings = Object.fromEntries(
      testRoutes
        .filter((route) => route.access === 'provider')
        .map((route) => [routeKey(route), { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 5 }]),
    );
    appTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      RouteSettings: Match.objectEquals(providerRouteSettings),
    });
  });

  it('outputs the API URL', () => {
    appTemplate.hasOutput('ApiUrl', { Value: { 'Fn::GetAtt': [Match.anyValue(), 'ApiEndpoint'] } });
  });
});

describe('TrustayAppStack web deployment', () => {
  const [deployment] = Object.values(appTemplate.findResources('Custom::CDKBucketDeployment')) as Resource[];

  it('deploys the build and config.json into the web bucket and invalidates the distribution', () => {
    appTemplate.resourceCountIs('Custom::CDKBucketDeployment', 1);
    appTemplate.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { 'Fn::ImportValue': 'TrustayDataStack-WebBucketName' },
      DistributionId: dataStackOutput(/Distribution/),
      DistributionPaths: ['/*'],
      SourceObjectKeys: [Match.anyValue(), Match.anyValue()],
    });
  });

  it('writes a config.json that matches the web config schema, filled from the stacks', () => {
    const configFile = readdirSync(assemblyDirectory)
      .map((entry) => path.join(assemblyDirectory, entry, webConfigPath))
      .find((candidate) => existsSync(candidate));
    const configText = configFile ? readFileSync(configFile, 'utf8') : '{}';
    // Deploy-time values are markers that the deployment replaces; the second source is config.json.
    const markers = (deployment?.Properties.SourceMarkers as Record<string, unknown>[] | undefined)?.[1] ?? {};
    const markerOf = (field: string) => configText.match(new RegExp(`"${field}":"(<<marker:[^>]+>>)"`))?.[1] ?? 'none';

    const config = webConfigSchema.parse(JSON.parse(configText.replaceAll(/<<marker:[^>]+>>/g, 'https://deploy-time.example')));

    expect(Object.keys(config).sort()).toEqual(['apiUrl', 'region', 'userPoolClientId', 'userPoolId']);
    expect(config.region).toBe(deploymentRegion);
    expect(markers[markerOf('apiUrl')]).toEqual({ 'Fn::GetAtt': [expect.any(String), 'ApiEndpoint'] });
    expect(JSON.stringify(markers[markerOf('userPoolId')])).toMatch(/HostUserPool(?!WebClient)/);
    expect(JSON.stringify(markers[markerOf('userPoolClientId')])).toMatch(/HostUserPoolWebClient/);
  });
});
