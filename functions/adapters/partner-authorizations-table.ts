/**
 * Pending partner OAuth links, keyed by the state's hash. Consuming is one conditional delete, so
 * of two callbacks with the same state only one gets the record, and an expired record (which
 * DynamoDB TTL may not have removed yet) is never handed out.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PendingAuthorization, PendingAuthorizationStore } from '../partners/partner-authorization.ts';
import { documentClient, tableName } from './dynamodb.ts';

export const partnerAuthorizationsTable: PendingAuthorizationStore = {
  async add(record) {
    await documentClient.send(
      new PutCommand({ TableName: tableName('partnerAuthorizations'), Item: record, ConditionExpression: 'attribute_not_exists(stateHash)' }),
    );
  },

  async consume(stateHash, partner, nowEpochSeconds) {
    try {
      const { Attributes } = await documentClient.send(
        new DeleteCommand({
          TableName: tableName('partnerAuthorizations'),
          Key: { stateHash },
          ConditionExpression: 'attribute_exists(stateHash) AND #partner = :partner AND expiresAt > :now',
          ExpressionAttributeNames: { '#partner': 'partner' },
          ExpressionAttributeValues: { ':partner': partner, ':now': nowEpochSeconds },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes as PendingAuthorization | undefined;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  },
};
