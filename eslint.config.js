import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'cdk.out/', '.local-data/', '.cdk-home/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Only adapters talk to AWS: handlers and rules stay free of SDK imports.
    files: ['functions/**/*.ts'],
    ignores: ['functions/adapters/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'Only functions/adapters may import the AWS SDK.' }] }],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'bin/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
