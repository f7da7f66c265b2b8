import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          // Handlers log refused requests at INFO; tests read the WARN and ERROR lines.
          env: { POWERTOOLS_LOG_LEVEL: 'WARN' },
          include: ['test/unit/**/*.test.ts', 'test/handlers/**/*.test.ts', 'test/infra/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          environment: 'node',
          // One local stack (emulators, gateway, web) serves every integration and e2e file.
          globalSetup: ['test/support/local-stack-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
