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
  /**
   * Partner OAuth links a host has started and not finished (spec §4 "temporary user"), keyed by
   * a hash of the OAuth state the partner hands back. Apart from partnerCredentials because the
   * callback finds them by state, not email, and they expire within minutes (TTL), while stored
   * credentials must never expire by TTL.
   */
  partnerAuthorizations: {
    partitionKey: { name: 'stateHash', type: 'S' },
    timeToLiveAttribute: 'expiresAt',
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
  /** Where the browser authorizes Trustay's OwnerRez OAuth app. */
  ownerrezAuth: { envName: 'OWNERREZ_AUTH_URL', defaultUrl: 'https://app.ownerrez.com' },
  /** OwnerRez's API, which also exchanges the OAuth code for a token. */
  ownerrezApi: { envName: 'OWNERREZ_API_URL', defaultUrl: 'https://api.ownerrez.com' },
  tokeetAuth: { envName: 'TOKEET_AUTH_URL', defaultUrl: 'https://app.tokeet.com' },
  tokeetApi: { envName: 'TOKEET_API_URL', defaultUrl: 'https://capi.tokeet.com' },
  advancecmAuth: { envName: 'ADVANCECM_AUTH_URL', defaultUrl: 'https://app.advancecm.com' },
  /** AdvanceCM is Tokeet's sister product and answers on the same API. */
  advancecmApi: { envName: 'ADVANCECM_API_URL', defaultUrl: 'https://capi.tokeet.com' },
} as const;

export type PartnerApiKey = keyof typeof partnerApis;

/** Partners a host links by OAuth (authorization code) from the sign-up page. */
export const oauthPartners = ['ownerrez', 'tokeet', 'advancecm'] as const;
export type OAuthPartner = (typeof oauthPartners)[number];

export const oauthPartnerLabels: Record<OAuthPartner, string> = { ownerrez: 'OwnerRez', tokeet: 'Tokeet', advancecm: 'AdvanceCM' };

/**
 * How a handler learns a partner's OAuth client: the client id is plain configuration; the client
 * secret lives in Secrets Manager (the function gets its ARN) or, offline, in a LOCAL_ variable
 * the local stack sets and the CDK stack never does.
 */
export const partnerOAuthEnvNames = (partner: OAuthPartner) => {
  const prefix = partner.toUpperCase();
  return {
    clientId: `${prefix}_CLIENT_ID`,
    clientSecretArn: `${prefix}_CLIENT_SECRET_ARN`,
    localClientSecret: `LOCAL_${prefix}_CLIENT_SECRET`,
  } as const;
};

/** The web app's origin, where partner OAuth callbacks send the browser back to. */
export const webAppUrlEnvName = 'WEB_APP_URL';

/** The secret holding the invitation-admin (provider) password. */
export const providerSecretEnvName = 'PROVIDER_SECRET_ARN';
