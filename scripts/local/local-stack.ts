/**
 * Trustay on one machine: the AWS emulators, the resources from the shared definitions, seed
 * data, the local API gateway running the real handlers, and the web app. `npm start` and the
 * integration/end-to-end tests both start the product through this one function.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createServer as createViteServer, preview as previewWeb, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import {
  bucketEnvName,
  buckets,
  partnerOAuthEnvNames,
  tableEnvName,
  tables,
  userPoolEnvNames,
  webAppUrlEnvName,
  type BucketKey,
  type OAuthPartner,
  type TableKey,
} from '#definitions/resources';
import { routes } from '#definitions/routes';
import { deploymentRegion } from '#definitions/user-pool';
import { webConfigPath, type WebConfig } from '#definitions/web-config';
import { invitationChannels, type InvitationChannel } from '#contracts/channels';
import { randomInvitationCode } from '#contracts/invitation';
import { startCognitoLocal, startDynamoDbLocal, startS3Local, startSesLocal, type RunningEmulator } from './emulators.ts';
import { createLocalGateway } from './gateway.ts';
import { markEmailVerifiedFunction, startCognitoTriggers } from './cognito-triggers.ts';
import { createBuckets, createTables, ensureUserPool, localBucketName, localTableName, type LocalUserPool } from './provision.ts';

export type LocalPorts = { dynamodb: number; cognito: number; cognitoTriggers: number; ses: number; s3: number; api: number; web: number };

export const defaultPorts: LocalPorts = { dynamodb: 8000, cognito: 9229, cognitoTriggers: 9230, ses: 8005, s3: 4569, api: 3001, web: 5173 };

export type LocalStackOptions = {
  /** Repository root. */
  root: string;
  /** Where emulator data lives between runs (git-ignored). */
  dataDir: string;
  ports: LocalPorts;
  /** Wipe dataDir first. */
  reset?: boolean;
  /**
   * How the web app is served: 'dev' (Vite dev server, hot reload; what `npm start` uses) or
   * 'build' (a production build served with SPA fallback, as CloudFront serves it).
   */
  web?: 'dev' | 'build';
  /**
   * Tests only: cognito-local then sends this code for every sign-up confirmation and password
   * reset (its env `CODE`), so a test can type it. `npm start` never sets it.
   */
  cognitoFixedCode?: string;
  /** Called with one line per API request. */
  onRequest?: (line: { method: string; path: string; status: number; ms: number }) => void;
  /** Partner base URLs by env name (e.g. OWNERREZ_API_URL), so tests can point the handlers at fake partners. */
  partnerApiUrls?: Record<string, string>;
  /**
   * Trustay's OAuth client at each partner. Offline there is no Secrets Manager, so the secret goes
   * to the handlers as LOCAL_<PARTNER>_CLIENT_SECRET; the CDK stack never sets that variable.
   */
  partnerClients?: Partial<Record<OAuthPartner, { clientId: string; clientSecret: string }>>;
};

type SeededState = LocalUserPool & { providerPassword: string; invitationCodes: Record<InvitationChannel, string> };

export type LocalStack = {
  urls: { web: string; api: string; mailViewer: string; dynamodb: string; cognito: string; s3: string };
  seeds: SeededState;
  /** The environment the handlers run with (endpoints, table and bucket names). */
  handlerEnvironment: Record<string, string>;
  stop: () => Promise<void>;
};

const stateFile = (dataDir: string) => join(dataDir, 'local-stack.json');

const readState = (dataDir: string): Partial<SeededState> =>
  existsSync(stateFile(dataDir)) ? (JSON.parse(readFileSync(stateFile(dataDir), 'utf8')) as Partial<SeededState>) : {};

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen((server.address() as AddressInfo).port));
  });

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolveClose) => {
    server.closeAllConnections();
    server.close(() => resolveClose());
  });

/** Serves /config.json to the web app, as the CDK stack writes it beside the build in AWS. */
const runtimeConfigPlugin = (config: WebConfig): Plugin => {
  const serveConfig = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use(webConfigPath, (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(config));
    });
  };
  return { name: 'trustay-runtime-config', configureServer: serveConfig, configurePreviewServer: serveConfig };
};

/** `buildDir` keeps each production build apart, so concurrent stacks never overwrite each other's files. */
const startWebServer = async (root: string, mode: 'dev' | 'build', port: number, config: WebConfig, buildDir: string) => {
  const configFile = resolve(root, 'web/vite.config.ts');
  const shared = { configFile, logLevel: 'warn' as const, clearScreen: false, plugins: [runtimeConfigPlugin(config)] };
  if (mode === 'build') {
    // The same command ops run before `cdk deploy`, with the production React build whatever
    // NODE_ENV the caller runs under (vitest sets 'test').
    const built = spawnSync('npm', ['run', '--silent', 'build:web', '--', '--logLevel', 'warn', '--outDir', buildDir, '--emptyOutDir'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`npm run build:web failed:\n${built.stdout}${built.stderr}`);
    const server = await previewWeb({ ...shared, build: { outDir: buildDir }, preview: { host: '127.0.0.1', port, strictPort: true } });
    return () => server.close();
  }
  const server = await createViteServer({ ...shared, server: { host: '127.0.0.1', port, strictPort: true } });
  await server.listen();
  return () => server.close();
};

const handlerEnvironmentFor = (emulators: Record<'dynamodb' | 'cognito' | 'ses' | 's3', string>, providerPassword: string): Record<string, string> => ({
  AWS_REGION: deploymentRegion,
  // s3rver accepts only this key pair; the other emulators accept any.
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_DYNAMODB: emulators.dynamodb,
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: emulators.cognito,
  AWS_ENDPOINT_URL_SES: emulators.ses,
  AWS_ENDPOINT_URL_S3: emulators.s3,
  POWERTOOLS_SERVICE_NAME: 'trustay',
  POWERTOOLS_LOG_LEVEL: 'WARN',
  // Lambda runs Node 22; the SDK's notice about a local Node 20 adds nothing here.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  LOCAL_PROVIDER_PASSWORD: providerPassword,
  ...Object.fromEntries((Object.keys(tables) as TableKey[]).map((key) => [tableEnvName(key), localTableName(key)])),
  ...Object.fromEntries((Object.keys(buckets) as BucketKey[]).map((key) => [bucketEnvName(key), localBucketName(key)])),
});

const partnerClientEnvironment = (clients: LocalStackOptions['partnerClients'] = {}): Record<string, string> =>
  Object.fromEntries(
    (Object.entries(clients) as [OAuthPartner, { clientId: string; clientSecret: string }][]).flatMap(([partner, client]) => [
      [partnerOAuthEnvNames(partner).clientId, client.clientId],
      [partnerOAuthEnvNames(partner).localClientSecret, client.clientSecret],
    ]),
  );

const seedInvitationCodes = async (recorded: Partial<Record<InvitationChannel, string>> | undefined) => {
  // Imported after the handler environment is set: the adapter reads it when it loads.
  const { invitationsTable } = await import('#adapters/invitations-table');
  const codes = {} as Record<InvitationChannel, string>;
  for (const channel of invitationChannels) {
    const code = recorded?.[channel] ?? randomInvitationCode();
    await invitationsTable.addIfAbsent({
      invitationCode: code,
      channel,
      description: `Seeded ${channel} invitation for local use`,
      notes: 'Created by npm start',
      active: true,
      createdAt: new Date().toISOString(),
    });
    codes[channel] = code;
  }
  return codes;
};

export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const recorded = readState(options.dataDir);
  const { ports } = options;

  const running: RunningEmulator[] = [];
  const started = <T extends RunningEmulator>(emulator: Promise<T>) => emulator.then((e) => (running.push(e), e));
  const stopAll = () => Promise.all(running.map((emulator) => emulator.stop()));

  try {
    const [dynamodb, cognito, , ses, s3] = await Promise.all([
      started(startDynamoDbLocal(join(options.dataDir, 'dynamodb'), ports.dynamodb)),
      started(
        startCognitoLocal(
          join(options.dataDir, 'cognito'),
          ports.cognito,
          {
            triggers: { endpoint: `http://127.0.0.1:${ports.cognitoTriggers}`, postConfirmation: markEmailVerifiedFunction },
            sesUrl: `http://127.0.0.1:${ports.ses}`,
            fixedCode: options.cognitoFixedCode,
          },
        ),
      ),
      started(startCognitoTriggers(ports.cognitoTriggers, `http://127.0.0.1:${ports.cognito}`)),
      started(startSesLocal(ports.ses)),
      started(startS3Local(join(options.dataDir, 's3'), ports.s3)),
    ]);

    const webOrigin = `http://localhost:${ports.web}`;
    const providerPassword = recorded.providerPassword ?? randomBytes(18).toString('base64url');
    const handlerEnvironment = handlerEnvironmentFor(
      { dynamodb: dynamodb.url, cognito: cognito.url, ses: ses.url, s3: s3.url },
      providerPassword,
    );
    Object.assign(handlerEnvironment, { [webAppUrlEnvName]: webOrigin, ...options.partnerApiUrls, ...partnerClientEnvironment(options.partnerClients) });
    // The handlers run in this process, so they see this environment as a Lambda sees its own.
    Object.assign(process.env, handlerEnvironment);

    const clientConfig = { region: deploymentRegion };
    const [, , userPool] = await Promise.all([
      createTables(new DynamoDBClient(clientConfig)),
      createBuckets(new S3Client({ ...clientConfig, forcePathStyle: true }), webOrigin),
      ensureUserPool(new CognitoIdentityProviderClient(clientConfig), recorded.userPoolId ? (recorded as LocalUserPool) : undefined),
    ]);
    const invitationCodes = await seedInvitationCodes(recorded.invitationCodes);
    const seeds: SeededState = { ...userPool, providerPassword, invitationCodes };
    Object.assign(handlerEnvironment, {
      [userPoolEnvNames.userPoolId]: userPool.userPoolId,
      [userPoolEnvNames.userPoolClientId]: userPool.userPoolClientId,
    });
    Object.assign(process.env, handlerEnvironment);
    writeFileSync(stateFile(options.dataDir), JSON.stringify(seeds, null, 2));

    const gateway = createLocalGateway({
      routes,
      root: options.root,
      allowedOrigins: [webOrigin, `http://127.0.0.1:${ports.web}`],
      jwt: {
        issuer: `${cognito.url}/${userPool.userPoolId}`,
        jwksUrl: `${cognito.url}/${userPool.userPoolId}/.well-known/jwks.json`,
        audience: [userPool.userPoolClientId],
      },
      onRequest: options.onRequest,
    });
    await listen(gateway, ports.api);
    running.push({ url: '', stop: () => closeServer(gateway) });
    const apiUrl = `http://localhost:${ports.api}`;

    const stopWeb = await startWebServer(options.root, options.web ?? 'dev', ports.web, {
      apiUrl,
      region: deploymentRegion,
      userPoolId: userPool.userPoolId,
      userPoolClientId: userPool.userPoolClientId,
      userPoolEndpoint: cognito.url,
    }, join(options.dataDir, 'web-build'));
    running.push({ url: webOrigin, stop: stopWeb });

    return {
      urls: { web: webOrigin, api: apiUrl, mailViewer: ses.url, dynamodb: dynamodb.url, cognito: cognito.url, s3: s3.url },
      seeds,
      handlerEnvironment,
      stop: async () => {
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
