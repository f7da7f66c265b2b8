/**
 * `npm start`: Trustay whole on this machine, offline.
 *   --reset            wipe local data first
 *   --data-dir <dir>   keep data elsewhere than .local-data (e.g. a second copy)
 *   --any-ports        take free ports instead of the usual ones (e.g. beside a running copy)
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { defaultPorts, startLocalStack } from '#local/local-stack';
import { freePorts } from '#local/free-ports';

const startedAt = performance.now();
const root = resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: { reset: { type: 'boolean' }, 'data-dir': { type: 'string' }, 'any-ports': { type: 'boolean' } },
});
const reset = flags.reset ?? false;
const dataDir = resolve(flags['data-dir'] ?? resolve(root, '.local-data'));

try {
  const stack = await startLocalStack({
    root,
    dataDir,
    ports: flags['any-ports'] ? await freePorts() : defaultPorts,
    reset,
    onRequest: ({ method, path, status, ms }) => console.log(`  api ${status} ${method} ${path} ${ms.toFixed(0)} ms`),
  });
  const { urls, seeds } = stack;
  console.log(`
Trustay is running locally (ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s${reset ? ', data reset' : ''}).

  Web app            ${urls.web}
  Invitation admin   ${urls.web}/invitation-code   (provider password: ${seeds.providerPassword})
  API                ${urls.api}
  Mail viewer        ${urls.mailViewer}   (every email Trustay sends lands here)

  Sign-up links      (one invitation code per channel)
${Object.entries(seeds.invitationCodes).map(([channel, code]) => `    ${channel.padEnd(15)}${urls.web}/signupcode/${code}`).join('\n')}

  Emulators          DynamoDB Local ${urls.dynamodb} · cognito-local ${urls.cognito} · s3rver ${urls.s3}
  Data               ${dataDir} (kept between runs; npm start -- --reset wipes it)

Press Ctrl+C to stop.
`);
  const shutdown = async () => {
    console.log('\nStopping Trustay...');
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error('Trustay failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
