import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Settings every Trustay bucket shares; callers cannot loosen them. */
type EnforcedSettings = 'blockPublicAccess' | 'encryption' | 'enforceSSL' | 'minimumTLSVersion' | 'publicReadAccess' | 'websiteIndexDocument';

export type PrivateBucketProps = Omit<BucketProps, EnforcedSettings>;

/** An S3 bucket that is never public, encrypted at rest, reachable only over TLS 1.2+, and kept on stack deletion unless told otherwise. */
export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps = {}) {
    super(scope, id, {
      removalPolicy: RemovalPolicy.RETAIN,
      ...props,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // S3-managed keys: server access log delivery requires them on the log bucket, and CloudFront
      // reads them through origin access control without a KMS key policy.
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
    });
  }
}
