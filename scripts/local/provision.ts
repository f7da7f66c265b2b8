/**
 * Creates in the emulators what `cdk deploy` creates in AWS, from the same definitions: the
 * tables and buckets of lib/definitions/resources.ts and the user pool of user-pool.ts. Then
 * seeds what a first local user needs. Every step is idempotent, so a restart keeps the data.
 */
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, ListBucketsCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { buckets, tables, type BucketKey, type KeyAttribute, type TableDefinition, type TableKey } from '#definitions/resources';
import { userPoolSettings } from '#definitions/user-pool';
import { apiCors } from '#definitions/routes';

export const localTableName = (key: TableKey): string => `trustay-${key}`;
export const localBucketName = (key: BucketKey): string => `trustay-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const keySchema = (partitionKey: KeyAttribute, sortKey?: KeyAttribute): KeySchemaElement[] => [
  { AttributeName: partitionKey.name, KeyType: 'HASH' },
  ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: 'RANGE' as const }] : []),
];

const attributeDefinitions = (definition: TableDefinition): AttributeDefinition[] => {
  const keys = [definition.partitionKey, definition.sortKey, ...Object.values(definition.globalIndexes ?? {}).flatMap((index) => [index.partitionKey, index.sortKey])];
  const unique = new Map(keys.filter((key) => key !== undefined).map((key) => [key.name, key.type]));
  return [...unique].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));
};

export const createTables = async (dynamodb: DynamoDBClient): Promise<void> => {
  const { TableNames: existing = [] } = await dynamodb.send(new ListTablesCommand({}));
  await Promise.all(
    (Object.entries(tables) as [TableKey, TableDefinition][]).map(async ([key, definition]) => {
      const TableName = localTableName(key);
      if (existing.includes(TableName)) return;
      await dynamodb.send(
        new CreateTableCommand({
          TableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributeDefinitions(definition),
          KeySchema: keySchema(definition.partitionKey, definition.sortKey),
          GlobalSecondaryIndexes: definition.globalIndexes
            ? Object.entries(definition.globalIndexes).map(([IndexName, index]) => ({
                IndexName,
                KeySchema: keySchema(index.partitionKey, index.sortKey),
                Projection: { ProjectionType: 'ALL' },
              }))
            : undefined,
        }),
      );
      if (definition.timeToLiveAttribute) {
        await dynamodb.send(
          new UpdateTimeToLiveCommand({
            TableName,
            TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
          }),
        );
      }
    }),
  );
};

export const createBuckets = async (s3: S3Client, webOrigin: string): Promise<void> => {
  const { Buckets: existing = [] } = await s3.send(new ListBucketsCommand({}));
  await Promise.all(
    (Object.keys(buckets) as BucketKey[]).map(async (key) => {
      const Bucket = localBucketName(key);
      if (!existing.some((bucket) => bucket.Name === Bucket)) await s3.send(new CreateBucketCommand({ Bucket }));
      if (buckets[key].browserUpload) {
        await s3.send(
          new PutBucketCorsCommand({
            Bucket,
            CORSConfiguration: {
              CORSRules: [{ AllowedOrigins: [webOrigin], AllowedMethods: ['GET', 'PUT'], AllowedHeaders: ['*'], MaxAgeSeconds: apiCors.maxAgeSeconds }],
            },
          }),
        );
      }
    }),
  );
};

export type LocalUserPool = { userPoolId: string; userPoolClientId: string };

/** Reuses the pool recorded from an earlier start when cognito-local still has it. */
export const ensureUserPool = async (
  cognito: CognitoIdentityProviderClient,
  recorded: LocalUserPool | undefined,
): Promise<LocalUserPool> => {
  if (recorded) {
    const found = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: recorded.userPoolId })).catch(() => undefined);
    if (found?.UserPool) return recorded;
  }
  const { UserPool } = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: userPoolSettings.name,
      UsernameAttributes: [...userPoolSettings.usernameAttributes],
      AutoVerifiedAttributes: [...userPoolSettings.autoVerifiedAttributes],
      Policies: { PasswordPolicy: { MinimumLength: userPoolSettings.passwordMinLength } },
      MfaConfiguration: 'OFF',
      Schema: userPoolSettings.customAttributes.map((Name) => ({ Name, AttributeDataType: 'String', Mutable: true })),
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local did not return a user pool id.');
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: UserPool.Id,
      ClientName: userPoolSettings.webClientName,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local did not return a user pool client id.');
  return { userPoolId: UserPool.Id, userPoolClientId: UserPoolClient.ClientId };
};
