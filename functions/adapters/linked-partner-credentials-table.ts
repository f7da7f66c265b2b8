/**
 * Credentials of a partner account linked by OAuth, in the partner credentials table (one row per
 * host, read only by partner functions). A new link replaces the host's earlier one.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LinkedPartnerStore } from '../partners/partner-authorization.ts';
import { documentClient, tableName } from './dynamodb.ts';

export const linkedPartnerCredentialsTable: LinkedPartnerStore = {
  async save(record) {
    await documentClient.send(new PutCommand({ TableName: tableName('partnerCredentials'), Item: record }));
  },
};
