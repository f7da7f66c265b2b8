/**
 * The one definition of Trustay's stateful resources. The CDK data stack turns it into
 * DynamoDB tables and S3 buckets; the local stack creates the same tables and buckets in the
 * emulators from it; handlers find them through the environment variables named here.
 * No AWS imports: this module is plain data shared by infrastructure, handlers and scripts.
 */

export type KeyAttribute = { name: string; type: 'S' | 'N' };

export type TableDefinition = {
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  globalIndexes?: Record<string, { partitionKey: KeyAttribute; sortKey?: KeyAttribute }>;
  /** Attribute holding an epoch-seconds expiry that DynamoDB TTL deletes on. */
  timeToLiveAttribute?: string;
};

export const tables = {
  /** Host accounts, keyed by the lower-cased sign-in email. */
  users: {
    partitionKey: { name: 'email', type: 'S' },
  },
  /** Invitation codes that fix a new host's channel. */
  invitations: {
    partitionKey: { name: 'invitationCode', type: 'S' },
  },
  /**
   * Partner (PMS) credentials and tokens per host, apart from the users table so that nothing
   * that reads a host record can leak them. Only the partner functions are granted it.
   */
  partnerCredentials: {
    partitionKey: { name: 'email', type: 'S' },
  },
  /** Guest form requests a host sends to a guest. */
  guestFormRequests: {
    partitionKey: { name: 'id', type: 'S' },
    globalIndexes: {
      byHostEmail: {
        partitionKey: { name: 'hostEmail', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      byMatchRequestId: { partitionKey: { name: 'matchRequestId', type: 'S' } },
    },
    timeToLiveAttribute: 'expiresAt',
  },
  /** Screening results, keyed by their unguessable Trustay reference. */
  matches: {
    partitionKey: { name: 'reference', type: 'S' },
    globalIndexes: {
      byHostEmail: {
        partitionKey: { name: 'hostEmail', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    },
    timeToLiveAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof tables;

export type BucketDefinition = {
  /** Objects the browser writes directly (presigned PUT) need CORS from the web origin. */
  browserUpload: boolean;
};

export const buckets = {
  /** Guest ID images: private, encrypted, deleted after checkout. */
  guestIds: { browserUpload: true },
  /** Screening list snapshots and the built screening index. */
  screeningLists: { browserUpload: false },
} as const satisfies Record<string, BucketDefinition>;

export type BucketKey = keyof typeof buckets;

const constantCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** Environment variable through which a handler learns a table's real name. */
export const tableEnvName = (key: TableKey): string => `TABLE_${constantCase(key)}`;

/** Environment variable through which a handler learns a bucket's real name. */
export const bucketEnvName = (key: BucketKey): string => `BUCKET_${constantCase(key)}`;

/** Where a handler that signs hosts up finds the user pool and the web client. */
export const userPoolEnvNames = { userPoolId: 'USER_POOL_ID', userPoolClientId: 'USER_POOL_CLIENT_ID' } as const;

/** Partner API base URLs, configurable per deployment (tests point them at fake servers). */
export const partnerApis = {
  hostaway: { envName: 'HOSTAWAY_API_URL', defaultUrl: 'https://api.hostaway.com' },
} as const;

/** The secret holding the invitation-admin (provider) password. */
export const providerSecretEnvName = 'PROVIDER_SECRET_ARN';
