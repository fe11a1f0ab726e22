import { resolve } from 'node:path';
import type { RouteTable } from '../lib/endpoint/route.js';
import type { LocalPage } from './server.js';
import { LOCAL_SERVICES, type RunningService } from './services.js';

/**
 * `npm start` (scripts/start.ts hands in the route table): the local stand-ins of AWS's managed
 * parts (local/services.ts: DynamoDB Local unless AWS_ENDPOINT_URL_DYNAMODB points elsewhere,
 * …), the table, the demo seed, the API on 127.0.0.1:${PORT}, then the stand-ins that need the API.
 */
export const startLocal = async (table: RouteTable): Promise<void> => {
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

  const running: RunningService[] = [];
  const stop = async () => {
    for (const service of running.reverse()) await service.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const lines: string[] = [];
  const pages: LocalPage[] = [];
  for (const service of LOCAL_SERVICES.filter((s) => s.phase === 'before')) {
    const started = await service.start({ dataDir });
    if (started) running.push(started);
    if (started?.describe) lines.push(started.describe);
    pages.push(...(started?.pages ?? []));
  }

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
    demoRedirectUris: process.env.SEED_OAUTH_REDIRECT_URIS?.split(',')
      .map((uri) => uri.trim())
      .filter(Boolean),
  });
  const url = await listen(createLocalServer(table, { pages }), port);
  for (const service of LOCAL_SERVICES.filter((s) => s.phase === 'after')) {
    const started = await service.start({ dataDir, url });
    if (started) running.push(started);
    if (started?.describe) lines.push(started.describe);
  }
  console.log(
    [
      `Site API listening on ${url}`,
      `  DynamoDB: ${process.env.AWS_ENDPOINT_URL_DYNAMODB} (table ${process.env.TABLE_NAME})`,
      ...lines,
      `  Site:     ${result.site.subdomain} (${result.site.id})`,
      `  Admin:    ${result.admin.email} / ${result.adminPassword ?? '(unchanged; set SEED_ADMIN_PASSWORD to choose one for a new store)'}`,
      `  OAuth:    demo client ${result.demoClient.client.client_id} / ${result.demoClient.secret ?? '(secret shown only when created)'}`,
      `            issuer ${url}/oauth2, redirect URIs ${result.demoClient.client.redirect_uris.join(', ')}`,
      '',
      `  curl -s -u '${result.admin.email}:<password>' -X POST ${url}/auth/login`,
    ].join('\n'),
  );
};
