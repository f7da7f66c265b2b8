/**
 * How a handler module becomes a Lambda bundle. The CDK functions and the bundle benchmark
 * both read these options, so the benchmark measures exactly what is deployed.
 */
export const lambdaBundling = {
  /** esbuild target; matches the Lambda runtime the stack sets. */
  target: 'node22',
  format: 'esm',
  minify: true,
  sourceMap: true,
  /**
   * The AWS SDK is bundled rather than taken from the runtime, so a deployment runs the exact
   * SDK version the tests ran against.
   */
  externalModules: [] as string[],
  /** Some bundled CommonJS dependencies call require(); ESM output needs it defined. */
  banner: "import { createRequire as topLevelCreateRequire } from 'node:module'; const require = topLevelCreateRequire(import.meta.url);",
} as const;
