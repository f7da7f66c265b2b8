/**
 * How a handler module becomes a Lambda bundle. The CDK functions and the bundle benchmark
 * both read these options, so the benchmark measures exactly what is deployed.
 */
export const lambdaBundling = {
  /** esbuild target; matches the Lambda runtime the stack sets. */
  target: 'node22',
  format: 'esm',
  /** ESM builds first: esbuild can tree-shake them, not the CommonJS ones (-200 KB of SDK). */
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  /**
   * The AWS SDK is bundled rather than taken from the runtime: a deployment runs the exact SDK
   * version the tests ran against, and one minified file imports faster than the runtime's
   * unbundled SDK (measured here: 163 ms against 264 ms for the same handler).
   */
  externalModules: [] as string[],
  /** Some bundled CommonJS dependencies call require(); ESM output needs it defined. */
  banner: "import { createRequire as topLevelCreateRequire } from 'node:module'; const require = topLevelCreateRequire(import.meta.url);",
} as const;
