import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { type ITable, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { lambdaBundling } from '../definitions/bundling.ts';
import {
  partnerOAuthEnvNames,
  providerSecretEnvName,
  tableEnvName,
  tables,
  userPoolEnvNames,
  webAppUrlEnvName,
  type TableDefinition,
  type TableKey,
} from '../definitions/resources.ts';
import type { RouteDefinition, TableAccess } from '../definitions/routes.ts';
import { acknowledgeWildcardGrant } from './nag-acknowledgements.ts';

/** Handler modules are named relative to the repository root (see the route table). */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

const outputFormats = { esm: OutputFormat.ESM, cjs: OutputFormat.CJS } as const;

export type TrustayFunctionProps = {
  /** Handler module relative to the repository root; it exports `handler`. */
  handler: string;
  description: string;
};

/**
 * A Trustay Lambda function with the defaults set once: Node.js on arm64, bundled by the local
 * esbuild with the shared bundling options, source maps, X-Ray tracing, and its own log group
 * kept 18 months. Resources are attached with `bind*` methods that grant the permission and set
 * the environment variable in the same call, so the two cannot drift apart.
 */
export class TrustayFunction extends Construct {
  readonly lambdaFunction: NodejsFunction;

  constructor(scope: Construct, id: string, props: TrustayFunctionProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'LogGroup', { retention: RetentionDays.EIGHTEEN_MONTHS });
    // Our own role rather than the AWSLambdaBasicExecutionRole managed policy: it may write to its own log group only.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    this.lambdaFunction = new NodejsFunction(this, 'Function', {
      entry: path.join(repositoryRoot, props.handler),
      projectRoot: repositoryRoot,
      depsLockFilePath: path.join(repositoryRoot, 'package-lock.json'),
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      // More memory also buys CPU, which shortens cold starts of the bundled AWS SDK.
      memorySize: 512,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'trustay',
      },
      bundling: {
        target: lambdaBundling.target,
        format: outputFormats[lambdaBundling.format],
        mainFields: [...lambdaBundling.mainFields],
        minify: lambdaBundling.minify,
        sourceMap: lambdaBundling.sourceMap,
        banner: lambdaBundling.banner,
        externalModules: [...lambdaBundling.externalModules],
      },
    });

    acknowledgeWildcardGrant(
      role,
      { resources: ['*'] },
      'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords do not support resource-level permissions.',
    );
  }

  /**
   * Grants the table access the route declares and tells the handler the table's name.
   * The grant covers the table ARN plus Query on each index named in the definitions, rather than
   * CDK's `index/*` wildcard: handlers read indexes only by Query on known keys.
   */
  bindTable(key: TableKey, table: ITable, access: TableAccess): void {
    const tableOnly = Table.fromTableArn(this, `${key}TableGrant`, table.tableArn);
    if (access === 'write') tableOnly.grantReadWriteData(this.lambdaFunction);
    else tableOnly.grantReadData(this.lambdaFunction);

    const definition: TableDefinition = tables[key];
    const indexArns = Object.keys(definition.globalIndexes ?? {}).map((indexName) => `${table.tableArn}/index/${indexName}`);
    if (indexArns.length > 0) {
      Grant.addToPrincipal({ grantee: this.lambdaFunction, actions: ['dynamodb:Query'], resourceArns: indexArns });
    }

    this.lambdaFunction.addEnvironment(tableEnvName(key), table.tableName);
  }

  /**
   * Tells the handler which user pool and web client hosts sign up with, and lets it update a
   * host's attributes (their name, kept in step with their account) in that pool only. SignUp
   * is a public Cognito call that needs no IAM permission.
   */
  bindHostAccounts(userPool: IUserPool, webClient: IUserPoolClient): void {
    userPool.grant(this.lambdaFunction, 'cognito-idp:AdminUpdateUserAttributes');
    this.lambdaFunction.addEnvironment(userPoolEnvNames.userPoolId, userPool.userPoolId);
    this.lambdaFunction.addEnvironment(userPoolEnvNames.userPoolClientId, webClient.userPoolClientId);
  }

  /** Lets the handler read the provider password and tells it where the secret is. */
  bindProviderSecret(secret: ISecret): void {
    secret.grantRead(this.lambdaFunction);
    this.lambdaFunction.addEnvironment(providerSecretEnvName, secret.secretArn);
  }

  /**
   * Tells a partner OAuth handler Trustay's client id at the partner (when configured). A callback
   * may also read that partner's client secret, and learns the web app URL it sends the browser to.
   */
  bindPartnerOAuth(
    oauth: NonNullable<RouteDefinition['partnerOAuth']>,
    client: { clientId?: string; clientSecret: ISecret; webAppUrl: string },
  ): void {
    const envNames = partnerOAuthEnvNames(oauth.partner);
    if (client.clientId) this.lambdaFunction.addEnvironment(envNames.clientId, client.clientId);
    if (oauth.step !== 'callback') return;
    client.clientSecret.grantRead(this.lambdaFunction);
    this.lambdaFunction.addEnvironment(envNames.clientSecretArn, client.clientSecret.secretArn);
    this.lambdaFunction.addEnvironment(webAppUrlEnvName, client.webAppUrl);
  }
}
