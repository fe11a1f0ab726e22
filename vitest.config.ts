import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file in its own process: modules read their configuration (TABLE_NAME) at load time,
    // and every integration file gets its own table.
    pool: 'forks',
    // Vitest's default on 2 cores is one worker, which leaves a core idle while a file waits on
    // DynamoDB Local, a child process or a rate-limit window: two take the suite from ~11 to ~8 minutes.
    maxWorkers: 2,
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/setup-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      // TEST_LOG_LEVEL=WARN npx vitest run … shows the handlers' logs (a 5xx's cause, for one).
      POWERTOOLS_LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'SILENT',
      POWERTOOLS_METRICS_DISABLED: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  },
});
