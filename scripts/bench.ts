/**
 * `npm run bench`: the foundation's figures, measured rather than asserted in tests.
 *  - time until `npm start` says it is ready, from a fresh data directory and on a restart;
 *  - each Lambda bundle's minified size, built with the same options the CDK stack uses;
 *  - time to import each bundle in a fresh Node process, beside an empty bundle (a ratio).
 * Targets: ready <= 20 s; bundle <= 300 KB; import <= 1.5x the empty bundle.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lambdaBundling } from '#definitions/bundling';
import { routes } from '#definitions/routes';
import { bundleHandler } from '#local/lambda-bundle';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'trustay-bench-'));
const targets = { readySeconds: 20, bundleKilobytes: 300, importRatio: 1.5 };
const importRuns = 15;

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Starts `npm start` as a user would and times it until it prints that it is ready. */
const timeToReady = (dataDir: string): Promise<number> =>
  new Promise((resolveReady, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--data-dir', dataDir, '--any-ports'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Trustay is running locally')) {
        const seconds = (performance.now() - started) / 1000;
        child.once('exit', () => resolveReady(seconds));
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      if (!output.includes('Trustay is running locally')) reject(new Error(`npm start exited (${code}) before ready:\n${output}`));
    });
  });

/** Wall time of a fresh `node` that imports the bundle, median of several runs. */
const importMilliseconds = (file: string): number => {
  const script = `await import(${JSON.stringify(pathToFileURL(file).href)});`;
  const runs: number[] = [];
  for (let i = 0; i < importRuns; i++) {
    const started = performance.now();
    // Lambda runs Node 22, where the SDK prints no notice about the Node version.
    const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe', env });
    if (result.status !== 0) throw new Error(`Importing ${file} failed:\n${result.stderr.toString()}`);
    runs.push(performance.now() - started);
  }
  return median(runs);
};

try {
  console.log('Local stack, time until `npm start` is ready');
  const dataDir = join(work, 'data');
  const cold = await timeToReady(dataDir);
  const warm = await timeToReady(dataDir);
  console.log(`  fresh data directory  ${cold.toFixed(1)} s  ${verdict(cold <= targets.readySeconds)}`);
  console.log(`  restart, data kept    ${warm.toFixed(1)} s  ${verdict(warm <= targets.readySeconds)}`);

  const emptyEntry = join(work, 'empty-handler.mjs');
  writeFileSync(emptyEntry, 'export const handler = async () => ({ statusCode: 200 });\n');
  const emptyBundle = join(work, 'empty.mjs');
  await bundleHandler(emptyEntry, emptyBundle);
  const emptyImport = importMilliseconds(emptyBundle);

  console.log(`\nLambda bundles (minified ${lambdaBundling.format}, target ${lambdaBundling.target}); import median of ${importRuns} fresh processes`);
  console.log(`  ${'bundle'.padEnd(26)} ${'size'.padStart(9)}  ${'AWS SDK'.padStart(9)}  ${'import'.padStart(9)}  ratio`);
  console.log(`  ${'(empty bundle)'.padEnd(26)} ${'-'.padStart(9)}  ${'-'.padStart(9)}  ${emptyImport.toFixed(1).padStart(6)} ms  1.00x`);
  for (const route of routes) {
    const outfile = join(work, `${route.id}.mjs`);
    const { bytes, sdkBytes } = await bundleHandler(resolve(root, route.handler), outfile);
    const importTime = importMilliseconds(outfile);
    const ratio = importTime / emptyImport;
    const kilobytes = bytes / 1024;
    console.log(
      `  ${route.id.padEnd(26)} ${kilobytes.toFixed(1).padStart(6)} KB  ${(sdkBytes / 1024).toFixed(1).padStart(6)} KB  ${importTime.toFixed(1).padStart(6)} ms  ${ratio.toFixed(2)}x` +
        `  size ${verdict(kilobytes <= targets.bundleKilobytes)}, import ${verdict(ratio <= targets.importRatio)}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
