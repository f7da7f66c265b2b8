/** Host records in the users table, keyed by lower-cased email. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { HostRecord, HostStore } from '../users/host-account-rules.ts';
import type { AccountStore } from '../users/account-rules.ts';
import { documentClient, tableName } from './dynamodb.ts';

export const hostsTable: HostStore & AccountStore = {
  async find(email) {
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName('users'), Key: { email } }));
    return Item as HostRecord | undefined;
  },

  async addIfAbsent(record) {
    try {
      await documentClient.send(
        new PutCommand({ TableName: tableName('users'), Item: record, ConditionExpression: 'attribute_not_exists(email)' }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },

  async replaceExtra(email, extra) {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName('users'),
          Key: { email },
          UpdateExpression: 'SET #extra = :extra',
          ConditionExpression: 'attribute_exists(email)',
          ExpressionAttributeNames: { '#extra': 'extra' },
          ExpressionAttributeValues: { ':extra': extra },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },

  async updateAccount(email, attributes) {
    const names = Object.keys(attributes);
    try {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName: tableName('users'),
          Key: { email },
          UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(email)',
          ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
          ExpressionAttributeValues: Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`:${name}`, value])),
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes as HostRecord;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  },

  async remove(email) {
    await documentClient.send(new DeleteCommand({ TableName: tableName('users'), Key: { email } }));
  },
};
