import { Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { webConfigPath, type WebConfig } from '../definitions/web-config.ts';
import { acknowledgeNagRule, acknowledgeWildcardGrant } from './nag-acknowledgements.ts';

export type WebDeploymentProps = {
  /** Directory holding the built web app (index.html and its assets). */
  buildDirectory: string;
  bucket: IBucket;
  distribution: IDistribution;
  /** Written beside the build as /config.json, which the web app fetches at start. */
  config: WebConfig;
};

/** Copies the web build and its runtime config into the web bucket, then invalidates CloudFront. */
export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);

    // An explicit asset (rather than Source.asset) names the asset bucket for the acknowledgement below.
    const build = new Asset(this, 'Build', { path: props.buildDirectory });
    const logGroup = new LogGroup(this, 'LogGroup', { retention: RetentionDays.EIGHTEEN_MONTHS });
    // Our own role rather than the AWSLambdaBasicExecutionRole managed policy.
    const role = new Role(this, 'HandlerRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    new BucketDeployment(this, 'Deployment', {
      sources: [Source.bucket(build.bucket, build.s3ObjectKey), Source.jsonData(webConfigPath.replace(/^\//, ''), props.config)],
      destinationBucket: props.bucket,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup,
      // The default 128 MB makes the handler's AWS CLI copy slow.
      memoryLimit: 512,
    });

    acknowledgeWildcardGrant(
      role,
      {
        actions: ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'],
        resources: [build.bucket.arnForObjects('*'), props.bucket.arnForObjects('*')],
      },
      'CDK BucketDeployment grants: it reads the build from the CDK asset bucket and replaces every object of the web bucket (object keys are not known in advance).',
    );
    acknowledgeWildcardGrant(
      role,
      { resources: ['*'] },
      'CDK BucketDeployment grants cloudfront:CreateInvalidation and GetInvalidation on "*" to invalidate the distribution after a deployment.',
    );
    acknowledgeNagRule(
      handlerFunction(this, role),
      'L1',
      'The BucketDeployment handler is aws-cdk-lib\'s own Python function; its runtime is set by the library, not by this app.',
    );
  }
}

/** BucketDeployment creates its handler once per stack, at the stack root; find it by its role. */
const handlerFunction = (scope: Construct, role: Role): LambdaFunction => {
  const handler = Stack.of(scope).node.children.find(
    (child): child is LambdaFunction => child instanceof LambdaFunction && child.role === role,
  );
  if (!handler) throw new Error('BucketDeployment handler function not found');
  return handler;
};
