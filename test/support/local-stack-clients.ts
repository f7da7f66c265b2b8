/** AWS SDK clients pointed at the test stack's emulators, for assertions on what was stored. */
import { inject } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableEnvName, type TableKey } from '#definitions/resources';

const stack = () => inject('localStack');

const credentials = () => ({
  accessKeyId: stack().handlerEnvironment.AWS_ACCESS_KEY_ID ?? '',
  secretAccessKey: stack().handlerEnvironment.AWS_SECRET_ACCESS_KEY ?? '',
});

export const localDocumentClient = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', endpoint: stack().urls.dynamodb, credentials: credentials() }),
  );

export const getStoredItem = async (table: TableKey, key: Record<string, string>) => {
  const { Item } = await localDocumentClient().send(
    new GetCommand({ TableName: stack().handlerEnvironment[tableEnvName(table)], Key: key }),
  );
  return Item;
};
