/** Partner credentials and tokens in their own table, read only by partner functions. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PartnerCredentialStore } from '../partners/hostaway-connection.ts';
import { documentClient, tableName } from './dynamodb.ts';

export const partnerCredentialsTable: PartnerCredentialStore = {
  async save(record) {
    await documentClient.send(new PutCommand({ TableName: tableName('partnerCredentials'), Item: record }));
  },
};
