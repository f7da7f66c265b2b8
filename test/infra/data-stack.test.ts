import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buckets, type KeyAttribute, tables, type TableDefinition } from '../../lib/definitions/resources.ts';
import { userPoolSettings } from '../../lib/definitions/user-pool.ts';
import { synthesizeTrustay, testSenderEmail } from './synthesize-trustay.ts';

const { dataTemplate } = synthesizeTrustay();

const keySchema = (definition: Pick<TableDefinition, 'partitionKey' | 'sortKey'>) => [
  { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
  ...(definition.sortKey ? [{ AttributeName: definition.sortKey.name, KeyType: 'RANGE' }] : []),
];

const resourcesOfType = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, { Properties: Record<string, unknown> }][];

/** The web origin as the template spells it: https:// plus the distribution's domain name. */
const webOrigin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('Distribution'), 'DomainName'] }]] };

describe('TrustayDataStack tables', () => {
  it('creates one table per definition', () => {
    dataTemplate.resourceCountIs('AWS::DynamoDB::Table', Object.keys(tables).length);
  });

  it.each(Object.entries(tables) as [string, TableDefinition][])('%s has the defined keys, indexes and TTL', (_, definition) => {
    const indexes = Object.entries(definition.globalIndexes ?? {});
    dataTemplate.hasResource('AWS::DynamoDB::Table', {
      Properties: {
        KeySchema: keySchema(definition),
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: definition.timeToLiveAttribute
          ? { AttributeName: definition.timeToLiveAttribute, Enabled: true }
          : Match.absent(),
        GlobalSecondaryIndexes:
          indexes.length === 0
            ? Match.absent()
            : indexes.map(([indexName, index]) => ({
                IndexName: indexName,
                KeySchema: keySchema(index),
                Projection: { ProjectionType: 'ALL' },
              })),
        AttributeDefinitions: Match.arrayWith(
          [definition.partitionKey, ...(definition.sortKey ? [definition.sortKey] : [])].map((key: KeyAttribute) => ({
            AttributeName: key.name,
            AttributeType: key.type,
          })),
        ),
      },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('TrustayDataStack buckets', () => {
  it('creates the defined buckets, the web bucket and the access-log bucket', () => {
    dataTemplate.resourceCountIs('AWS::S3::Bucket', Object.keys(buckets).length + 2);
  });

  it('encrypts every bucket and blocks all public access', () => {
    dataTemplate.allResourcesProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('denies requests without TLS on every bucket', () => {
    const bucketIds = Object.keys(dataTemplate.findResources('AWS::S3::Bucket'));
    const sslEnforcedBucketIds = resourcesOfType(dataTemplate, 'AWS::S3::BucketPolicy')
      .filter(([, policy]) =>
        JSON.stringify(policy.Properties.PolicyDocument).includes('{"Bool":{"aws:SecureTransport":"false"}}'),
      )
      .map(([, policy]) => (policy.Properties.Bucket as { Ref: string }).Ref);
    expect(sslEnforcedBucketIds.sort()).toEqual(bucketIds.sort());
  });

  it('sends server access logs of every other bucket to the access-log bucket', () => {
    const logged = resourcesOfType(dataTemplate, 'AWS::S3::Bucket').filter(([, bucket]) => bucket.Properties.LoggingConfiguration);
    expect(logged).toHaveLength(Object.keys(buckets).length + 1);
  });

  it.each(Object.entries(buckets))('%s allows browser PUT/GET from the web origin only if it takes browser uploads', (key, definition) => {
    dataTemplate.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { LogFilePrefix: `s3/${key}/` },
      CorsConfiguration: definition.browserUpload
        ? { CorsRules: [Match.objectLike({ AllowedOrigins: [webOrigin], AllowedMethods: ['PUT', 'GET'] })] }
        : Match.absent(),
    });
  });

  it('expires access logs after the 18-month log retention', () => {
    dataTemplate.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: RetentionDays.EIGHTEEN_MONTHS })] },
    });
  });
});

describe('TrustayDataStack host user pool', () => {
  it('signs hosts in by email, verified by an emailed code', () => {
    dataTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolName: userPoolSettings.name,
      UsernameAttributes: [...userPoolSettings.usernameAttributes],
      AutoVerifiedAttributes: [...userPoolSettings.autoVerifiedAttributes],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      MfaConfiguration: 'OFF',
    });
  });

  it('requires passwords of minimum length 8 and nothing else', () => {
    dataTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: userPoolSettings.passwordMinLength,
          RequireLowercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
          RequireUppercase: false,
        }),
      },
    });
  });

  it('has the custom attributes as mutable strings', () => {
    dataTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith(
        userPoolSettings.customAttributes.map((name) => ({ Name: name, AttributeDataType: 'String', Mutable: true })),
      ),
    });
  });

  it('is retained when the stack is deleted', () => {
    dataTemplate.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  it('has a public web client with password, SRP and refresh-token flows', () => {
    dataTemplate.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: userPoolSettings.webClientName,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });
});

describe('TrustayDataStack secret and sender', () => {
  it('generates a 32-character provider password without punctuation', () => {
    dataTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 32, ExcludePunctuation: true },
    });
  });

  it('creates the SES identity of the sender address from context', () => {
    dataTemplate.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: testSenderEmail });
  });
});

describe('TrustayDataStack web hosting', () => {
  it('serves index.html from the private bucket through origin access control, over HTTPS', () => {
    dataTemplate.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    dataTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: [Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: { OriginAccessIdentity: '' } })],
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
      }),
    });
  });

  it('falls back to index.html for deep links', () => {
    dataTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CustomErrorResponses: [403, 404].map((code) =>
          Match.objectLike({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ),
      }),
    });
  });

  it('adds security headers', () => {
    dataTemplate.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'") }),
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
        }),
      }),
    });
  });

  it('lets only the distribution read the web bucket', () => {
    dataTemplate.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });
});

describe('TrustayDataStack outputs', () => {
  it.each(['WebUrl', 'UserPoolId', 'UserPoolClientId', 'ProviderSecretName', 'ProviderSecretArn'])('outputs %s', (name) => {
    dataTemplate.hasOutput(name, {});
  });
});
