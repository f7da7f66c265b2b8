import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  type IUserPool,
  type IUserPoolClient,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { type Attribute, AttributeType, BillingMode, type ITable, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { acknowledgeNagRule } from '../constructs/nag-acknowledgements.ts';
import { PrivateBucket } from '../constructs/private-bucket.ts';
import { WebHosting } from '../constructs/web-hosting.ts';
import {
  type BucketKey,
  buckets,
  type KeyAttribute,
  oauthPartnerLabels,
  oauthPartners,
  type OAuthPartner,
  type TableDefinition,
  type TableKey,
  tables,
} from '../definitions/resources.ts';
import { apiCors } from '../definitions/routes.ts';
import { cognitoEmails, userPoolSettings } from '../definitions/user-pool.ts';

/** What the app stack needs from the data stack. */
export type TrustayDataResources = {
  readonly tables: Record<TableKey, ITable>;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly providerSecret: ISecret;
  /** Trustay's OAuth client secret at each partner, read only by that partner's callback. */
  readonly partnerClientSecrets: Record<OAuthPartner, ISecret>;
  readonly web: WebHosting;
  /** Browser origins allowed by CORS: the CloudFront origin, plus local development if enabled. */
  readonly webOrigins: readonly string[];
};

export type TrustayDataStackProps = StackProps & {
  /** Address the guest-form emails are sent from; SES sends a verification link to it on deploy. */
  senderEmail: string;
  /** Origins allowed beside the CloudFront one, e.g. the Vite dev server. */
  additionalWebOrigins: readonly string[];
};

/**
 * Whether a bucket keeps old object versions. Guest ID images must really be gone once deleted
 * at checkout; screening list snapshots are worth rolling back.
 */
const versionedBuckets: Record<BucketKey, boolean> = {
  guestIds: false,
  screeningLists: true,
};

const attributeTypes = { S: AttributeType.STRING, N: AttributeType.NUMBER } as const;
const toAttribute = (key: KeyAttribute): Attribute => ({ name: key.name, type: attributeTypes[key.type] });

/** `guestFormRequests` -> `GuestFormRequests`, for construct ids. */
const pascalCase = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** A record with the same keys, each value mapped. */
const mapRecord = <Key extends string, Value, Result>(record: Record<Key, Value>, map: (key: Key, value: Value) => Result) =>
  Object.fromEntries(Object.entries<Value>(record).map(([key, value]) => [key, map(key as Key, value)])) as Record<Key, Result>;

/**
 * Stateful, long-lived resources: tables, buckets, the host user pool, the provider secret, the
 * sender identity, and the web hosting whose CloudFront domain is the web origin. Everything that
 * holds data is retained when the stack is deleted.
 */
export class TrustayDataStack extends Stack implements TrustayDataResources {
  readonly tables: Record<TableKey, Table>;
  readonly buckets: Record<BucketKey, PrivateBucket>;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly providerSecret: Secret;
  readonly partnerClientSecrets: Record<OAuthPartner, Secret>;
  readonly web: WebHosting;
  readonly webOrigins: readonly string[];

  constructor(scope: Construct, id: string, props: TrustayDataStackProps) {
    super(scope, id, props);

    this.tables = mapRecord(tables, (key, definition) => this.createTable(key, definition));

    const accessLogs = new PrivateBucket(this, 'AccessLogsBucket', {
      // CloudFront standard logging delivers with an ACL grant, so ACLs must be enabled.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(RetentionDays.EIGHTEEN_MONTHS) }],
    });
    acknowledgeNagRule(
      accessLogs,
      'S1',
      'This is the server access log bucket of the other buckets; logging it into itself would log its own log deliveries.',
    );

    this.web = new WebHosting(this, 'Web', {
      accessLogs,
      connectSources: [
        `https://*.execute-api.${this.region}.amazonaws.com`,
        `https://cognito-idp.${this.region}.amazonaws.com`,
        // Presigned upload URLs, in the SDK's regional and global host styles.
        `https://*.s3.${this.region}.amazonaws.com`,
        'https://*.s3.amazonaws.com',
      ],
    });
    this.webOrigins = [this.web.origin, ...props.additionalWebOrigins];

    this.buckets = mapRecord(
      buckets,
      (key, definition) =>
        new PrivateBucket(this, `${pascalCase(key)}Bucket`, {
          versioned: versionedBuckets[key],
          lifecycleRules: versionedBuckets[key] ? [{ noncurrentVersionExpiration: Duration.days(90) }] : undefined,
          serverAccessLogsBucket: accessLogs,
          serverAccessLogsPrefix: `s3/${key}/`,
          // The browser uploads with a presigned PUT and may read back with a presigned GET.
          cors: definition.browserUpload
            ? [
                {
                  allowedOrigins: [...this.webOrigins],
                  allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
                  allowedHeaders: ['*'],
                  maxAge: apiCors.maxAgeSeconds,
                },
              ]
            : undefined,
        }),
    );

    this.userPool = this.createUserPool();
    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: userPoolSettings.webClientName,
      // A browser app cannot keep a secret. CDK adds the refresh-token flow to these.
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
    });

    this.providerSecret = new Secret(this, 'ProviderSecret', {
      description: 'Password of the Trustay invitation administrator (provider), checked by the provider routes.',
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeNagRule(
      this.providerSecret,
      'SMG4',
      'The provider password is typed in by the invitation administrator; an automatic rotation would lock them out until someone told them the new value, so ops rotate it by hand.',
    );

    this.partnerClientSecrets = Object.fromEntries(
      oauthPartners.map((partner) => [partner, this.createPartnerClientSecret(partner)]),
    ) as Record<OAuthPartner, Secret>;

    new EmailIdentity(this, 'SenderIdentity', { identity: Identity.email(props.senderEmail) });

    new CfnOutput(this, 'WebUrl', { value: this.web.origin });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'ProviderSecretName', { value: this.providerSecret.secretName });
    new CfnOutput(this, 'ProviderSecretArn', {
      value: this.providerSecret.secretArn,
      description: 'Read the provider password with: aws secretsmanager get-secret-value --secret-id <this ARN>',
    });
  }

  /**
   * The secret starts as a generated placeholder: ops store the client secret the partner issued
   * in it (see the output), and until then that partner's links fail with partner_refused.
   */
  private createPartnerClientSecret(partner: OAuthPartner): Secret {
    const label = oauthPartnerLabels[partner];
    const id = `${pascalCase(partner)}ClientSecret`;
    const secret = new Secret(this, id, {
      description: `OAuth client secret of Trustay's ${label} app, read by the ${label} callback. Store the secret ${label} issued here.`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeNagRule(
      secret,
      'SMG4',
      `${label} issues this client secret; it is rotated by regenerating it at ${label} and storing the new value here, which Secrets Manager cannot do by itself.`,
    );
    new CfnOutput(this, `${id}Arn`, {
      value: secret.secretArn,
      description: `Store the ${label} OAuth client secret with: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string <secret>`,
    });
    return secret;
  }

  private createTable(key: TableKey, definition: TableDefinition): Table {
    const table = new Table(this, `${pascalCase(key)}Table`, {
      partitionKey: toAttribute(definition.partitionKey),
      sortKey: definition.sortKey && toAttribute(definition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: definition.timeToLiveAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const [indexName, index] of Object.entries(definition.globalIndexes ?? {})) {
      table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: toAttribute(index.partitionKey),
        sortKey: index.sortKey && toAttribute(index.sortKey),
      });
    }
    return table;
  }

  private createUserPool(): UserPool {
    const userPool = new UserPool(this, 'HostUserPool', {
      userPoolName: userPoolSettings.name,
      signInAliases: Object.fromEntries(userPoolSettings.usernameAttributes.map((attribute) => [attribute, true])),
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: cognitoEmails.SignUp.subject,
        emailBody: cognitoEmails.SignUp.body,
      },
      userInvitation: { emailSubject: cognitoEmails.AdminCreateUser.subject, emailBody: cognitoEmails.AdminCreateUser.body },
      autoVerify: Object.fromEntries(userPoolSettings.autoVerifiedAttributes.map((attribute) => [attribute, true])),
      customAttributes: Object.fromEntries(
        userPoolSettings.customAttributes.map((name) => [name, new StringAttribute({ mutable: true })]),
      ),
      passwordPolicy: {
        minLength: userPoolSettings.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      mfa: Mfa.OFF,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeNagRule(
      userPool,
      'COG1',
      'Spec §3 fixes the host password policy at a minimum length of 8 with no character-class rules; the local pool uses the same settings.',
    );
    acknowledgeNagRule(userPool, 'COG2', 'Spec §3: hosts sign in without multi-factor authentication.');
    acknowledgeNagRule(
      userPool,
      'COG8',
      'The Essentials feature plan covers the spec; Plus-tier threat protection is a per-user paid option that ops can switch on through featurePlan.',
    );
    return userPool;
  }
}
