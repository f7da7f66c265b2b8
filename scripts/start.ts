/**
 * `npm start`: Trustay whole on this machine, offline. `npm start -- --reset` wipes local data.
 */
import { resolve } from 'node:path';
import { MissingPrerequisiteError } from '#local/emulators';
import { defaultPorts, startLocalStack } from '#local/local-stack';

const startedAt = performance.now();
const root = resolve(import.meta.dirname, '..');
const reset = process.argv.includes('--reset');

try {
  const stack = await startLocalStack({
    root,
    dataDir: resolve(root, '.local-data'),
    ports: defaultPorts,
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

  Invitation codes   ${Object.entries(seeds.invitationCodes).map(([channel, code]) => `${channel}: ${code}`).join('   ')}

  Emulators          DynamoDB Local ${urls.dynamodb} · cognito-local ${urls.cognito} · s3rver ${urls.s3}
  Data               ${resolve(root, '.local-data')} (kept between runs; npm start -- --reset wipes it)

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
  if (error instanceof MissingPrerequisiteError) {
    console.error(`Cannot start Trustay: ${error.message}`);
  } else {
    console.error('Trustay failed to start:', error);
  }
  process.exit(1);
}
