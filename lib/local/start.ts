import { join, resolve } from 'node:path';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.js';

/**
 * `npm start`: DynamoDB Local (unless AWS_ENDPOINT_URL_DYNAMODB points elsewhere), the table,
 * the demo seed, then the API on 127.0.0.1:${PORT}.
 */
const main = async () => {
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  process.env.TABLE_NAME ??= 'site-api-local';
  // DynamoDB Local accepts any credentials; the SDK still wants some.
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'INFO';
  // Readable logs on a terminal; EMF metrics only matter on AWS.
  if (process.stdout.isTTY) process.env.POWERTOOLS_DEV ??= 'true';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Local receivers: webhooks may use http and loopback addresses (never on AWS stages).
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS ??= 'true';

  let emulator: DynamoDbLocal | undefined;
  if (!process.env.AWS_ENDPOINT_URL_DYNAMODB) {
    emulator = await startDynamoDbLocal({ port: Number(process.env.DYNAMODB_PORT ?? 8000), dataDir: join(dataDir, 'dynamodb') });
    process.env.AWS_ENDPOINT_URL_DYNAMODB = emulator.endpoint;
  }
  let stopWorker: (() => Promise<void>) | undefined;
  const stop = async () => { await stopWorker?.(); await emulator?.stop(); process.exit(0); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  // Imported only now: these modules read their configuration at load time, as on Lambda.
  const { ensureTable } = await import('./table.js');
  const { seed } = await import('./seed.js');
  const { createLocalServer, listen } = await import('./server.js');
  await ensureTable(process.env.TABLE_NAME);
  const result = await seed({
    siteSubdomain: process.env.SEED_SITE ?? 'demo',
    adminEmail: process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: process.env.SEED_ADMIN_PASSWORD || undefined,
    dataDir,
    demoRedirectUris: process.env.SEED_OAUTH_REDIRECT_URIS?.split(',').map((uri) => uri.trim()).filter(Boolean),
  });
  const url = await listen(createLocalServer(), port);
  // Events: the table's stream read in-process, the same router and delivery code as on AWS.
  const { startEventWorker } = await import('./event-worker.js');
  const worker = await startEventWorker({ tableName: process.env.TABLE_NAME, base: process.env.PUBLIC_BASE_URL || url });
  stopWorker = () => worker.stop();
  console.log([
    `Site API listening on ${url}`,
    `  DynamoDB: ${process.env.AWS_ENDPOINT_URL_DYNAMODB} (table ${process.env.TABLE_NAME})`,
    `  Events:   webhooks fed by the table's stream (retries ${process.env.WEBHOOK_RETRY_SCHEDULE ?? 'on the default schedule'})`,
    `  Site:     ${result.site.subdomain} (${result.site.id})`,
    `  Admin:    ${result.admin.email} / ${result.adminPassword ?? '(unchanged; set SEED_ADMIN_PASSWORD to choose one for a new store)'}`,
    `  OAuth:    demo client ${result.demoClient.client.client_id} / ${result.demoClient.secret ?? '(secret shown only when created)'}`,
    `            issuer ${url}/oauth2, redirect URIs ${result.demoClient.client.redirect_uris.join(', ')}`,
    '',
    `  curl -s -u '${result.admin.email}:<password>' -X POST ${url}/auth/login`,
  ].join('\n'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
