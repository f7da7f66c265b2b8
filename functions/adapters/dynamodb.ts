/**
 * The DynamoDB document client and table lookup. The client is created once per container;
 * its endpoint comes from the standard AWS SDK configuration, so the same code reaches
 * DynamoDB in AWS and DynamoDB Local (AWS_ENDPOINT_URL_DYNAMODB) without a branch.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableEnvName, type TableKey } from '#definitions/resources';

export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = (key: TableKey): string => {
  const name = process.env[tableEnvName(key)];
  if (!name) throw new Error(`${tableEnvName(key)} is not set: the ${key} table is not bound to this function.`);
  return name;
};
