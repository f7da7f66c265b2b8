/**
 * Bundles a handler module into one Lambda file with the options the CDK stack deploys with
 * (lib/definitions/bundling.ts), for the bundle benchmark and the test that runs the bundles.
 */
import { statSync } from 'node:fs';
import { build } from 'esbuild';
import { lambdaBundling } from '#definitions/bundling';

const isAwsSdk = (input: string) => /node_modules\/@(aws-sdk|smithy)\//.test(input);

/** Writes the bundle to `outfile`; gives its size and how much of it is the AWS SDK. */
export const bundleHandler = async (entry: string, outfile: string): Promise<{ bytes: number; sdkBytes: number }> => {
  const { metafile } = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: lambdaBundling.format,
    mainFields: [...lambdaBundling.mainFields],
    target: lambdaBundling.target,
    minify: lambdaBundling.minify,
    external: lambdaBundling.externalModules,
    banner: { js: lambdaBundling.banner },
    logLevel: 'error',
    metafile: true,
  });
  const inputs = Object.values(metafile.outputs).find((output) => output.entryPoint)?.inputs ?? {};
  const sdkBytes = Object.entries(inputs).reduce((sum, [input, { bytesInOutput }]) => sum + (isAwsSdk(input) ? bytesInOutput : 0), 0);
  return { bytes: statSync(outfile).size, sdkBytes };
};
