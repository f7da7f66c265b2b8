import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addTrustayStacks } from '../lib/stacks/trustay-stacks.ts';

const webBuildDirectory = fileURLToPath(new URL('../web/dist', import.meta.url));
if (!existsSync(webBuildDirectory)) {
  throw new Error(`No web build at ${webBuildDirectory}: run npm run build:web first.`);
}

const app = new App();
addTrustayStacks(app, { webBuildDirectory });
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
