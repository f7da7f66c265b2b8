/** Invitation codes in the invitations table. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { InvitationRecord, InvitationStore } from '../invitations/invitation-rules.ts';
import { documentClient, tableName } from './dynamodb.ts';

export const invitationsTable: InvitationStore = {
  async find(invitationCode) {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('invitations'), Key: { invitationCode } }),
    );
    return Item as InvitationRecord | undefined;
  },

  async addIfAbsent(record) {
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName('invitations'),
          Item: record,
          ConditionExpression: 'attribute_not_exists(invitationCode)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },
};
