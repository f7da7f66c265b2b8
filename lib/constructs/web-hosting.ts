import { CfnOutput, Duration, Fn, Stack } from 'aws-cdk-lib';
import {
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeNagRule } from './nag-acknowledgements.ts';
import { PrivateBucket } from './private-bucket.ts';

export type WebHostingProps = {
  /** Receives the bucket's server access logs and the distribution's standard logs. */
  accessLogs: IBucket;
  /** Hosts the web app may call (CSP connect-src), beside its own origin. */
  connectSources: readonly string[];
};

/**
 * Where the React build is served from: a private bucket behind a CloudFront distribution with
 * origin access control, security headers and a single-page-app fallback. It lives in the data
 * stack because its domain is the web origin that other long-lived resources (upload CORS) name.
 */
export class WebHosting extends Construct {
  readonly distribution: Distribution;
  /** `https://<distribution domain>`, the origin browsers see. */
  readonly origin: string;
  private readonly bucketNameExport: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    const bucket = new PrivateBucket(this, 'Bucket', {
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/web/',
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.connectSources), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Trustay web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
      },
      // Single-page-app fallback: a deep link such as /invitation-code has no object, which S3
      // answers with 403 (OAC cannot list) or 404; both serve the app shell. The API lives on its
      // own execute-api domain, so its error responses are untouched.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(10),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/web/',
    });
    this.origin = `https://${this.distribution.distributionDomainName}`;

    // The app stack deploys the build into this bucket. It imports the bucket through this named
    // export instead of an automatic cross-stack reference so that the object ARN in the
    // deployment's IAM policy, and the cdk-nag finding acknowledged for it, have a stable name.
    this.bucketNameExport = `${Stack.of(this).stackName}-WebBucketName`;
    new CfnOutput(this, 'BucketNameExport', { value: bucket.bucketName, exportName: this.bucketNameExport });

    acknowledgeNagRule(
      this.distribution,
      'CFR1',
      'Hosts and their guests may be in any country; whether to restrict countries is left to ops.',
    );
    acknowledgeNagRule(
      this.distribution,
      'CFR2',
      'The distribution serves only the static web build; whether to add a (paid) WAF web ACL is left to ops.',
    );
    acknowledgeNagRule(
      this.distribution,
      'CFR4',
      'The distribution uses the default *.cloudfront.net certificate, for which CloudFront does not let the minimum TLS version be raised; that needs a custom domain with an ACM certificate.',
    );
  }

  /** The web bucket as seen from another stack (see the named export above). */
  importBucket(scope: Construct, id: string): IBucket {
    return Bucket.fromBucketName(scope, id, Fn.importValue(this.bucketNameExport));
  }
}

/** The web app loads only its own code; it talks to the API, Cognito and presigned S3 URLs. */
const contentSecurityPolicy = (connectSources: readonly string[]): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // PrimeReact sets inline styles at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
