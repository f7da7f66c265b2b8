/**
 * Runs before `npm start` and `npm test` (npm's prestart/pretest), with no dependencies of its
 * own, so both commands work on a fresh clone: it installs the locked npm packages when they
 * are missing and checks the system programs the local stack needs. As root with apt-get (this
 * project's machines and CI) it installs a missing program; elsewhere it says what to install.
 *   node scripts/prerequisites.mjs start|test
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const purpose = process.argv[2] === 'test' ? 'test' : 'start';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', cwd: root }).status === 0;
const canInstallSystemPackages = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
let aptUpdated = false;

const ensureProgram = ({ name, present, debianPackage, why }) => {
  if (present()) return;
  if (canInstallSystemPackages) {
    console.log(`Installing ${debianPackage} (${why})...`);
    aptUpdated ||= run('apt-get', ['update', '-qq']);
    if (run('apt-get', ['install', '-y', '-qq', debianPackage]) && present()) return;
  }
  console.error(`${name} is missing: ${why}. Install it, e.g. \`sudo apt-get install -y ${debianPackage}\`, then run again.`);
  process.exit(1);
};

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing npm packages (npm ci)...');
  if (!run('npm', ['ci'])) process.exit(1);
}

const javaMajor = () => {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return Number(/version "(\d+)/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`)?.[1] ?? 0);
};
ensureProgram({
  name: 'Java 17+',
  present: () => javaMajor() >= 17,
  debianPackage: 'openjdk-17-jre-headless',
  why: 'DynamoDB Local runs on Java',
});

if (purpose === 'test') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  ensureProgram({
    name: `Chromium (${chromium})`,
    present: () => existsSync(chromium),
    debianPackage: 'chromium',
    why: 'the end-to-end tests drive a real browser',
  });
}
