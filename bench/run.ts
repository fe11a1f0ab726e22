/**
 * `npm run bench`: round trips and capacity per route, bundle sizes and cold module
 * loads, warm overhead of the middleware stack, the page batch engine's CPU cost, and end-to-end
 * latency on DynamoDB Local. Prints one table (figure, target, met) and writes bench/results.json.
 * Every figure is a ratio or a count measured side by side in this run; absolute times drift on
 * a shared machine. BENCH_ONLY=bundles,warm,events,checkout,search,... runs a subset.
 */
import { writeFileSync } from 'node:fs';
import { intEnv } from '../lib/config.js';
import { startDynamoDbLocal, type DynamoDbLocal } from '../local/dynamodb-local.js';
import { measureBatchEngine } from './batch-engine.js';
import { measureBundles, topContributors } from './bundles.js';
import { formatTable, type Figure } from './report.js';

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const runs = (section: string) => !only || only.includes(section);

// Configuration the lib modules read at load time: set before they are imported below.
Object.assign(process.env, {
  TABLE_NAME: `bench-${Date.now()}`,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  RATE_LIMIT_PER_MINUTE: '1000000000',
  // The recipes' webhooks point at 127.0.0.1 (nothing is delivered: port 9 is discard).
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  MEDIA_BUCKET: 'bench-media',
  UPLOAD_CHECKSUM_CHECK: 'stream',
});

const step = (message: string) => process.stderr.write(`bench: ${message}\n`);

// The handlers publish EMF metrics on stdout (CloudWatch's channel on Lambda): the work is kept,
// its output dropped, and stdout is given back for the table at the end.
const stdoutWrite = process.stdout.write.bind(process.stdout);
process.stdout.write = (() => true) as typeof process.stdout.write;

const main = async () => {
  const started = Date.now();
  const figures: Figure[] = [];
  const results: Record<string, unknown> = {
    startedAt: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
  };

  if (runs('batch')) {
    step('page batch engine');
    const batch = measureBatchEngine({ totalMs: intEnv('BENCH_BATCH_MS', 6000) });
    results.batchEngine = batch.results;
    figures.push(...batch.figures);
  }

  if (runs('bundles')) {
    step('bundling every function and timing cold module loads');
    const bundles = await measureBundles({
      runs: intEnv('BENCH_LOAD_RUNS', 7),
      minRuns: 3,
      maxSeconds: intEnv('BENCH_LOAD_SECONDS', 110),
      baselineEvery: 5,
    });
    const over = bundles.results.filter((r) => r.sizeRatio > 1.25 || r.loadRatio > 1.5);
    results.bundles = {
      baseline: bundles.baseline,
      functions: bundles.results.map((r) => ({ ...r, topContributors: topContributors(r, bundles.baseline.packages) })),
    };
    figures.push(...bundles.figures);
    // What makes the over-budget bundles big, by package, over the baseline's own share.
    const offenders = new Map<string, string[]>();
    for (const r of over) {
      const top = topContributors(r, bundles.baseline.packages, 3)
        .map((p) => `${p.package} +${Math.round(p.extraBytes / 1024)} KB`)
        .join(', ');
      offenders.set(top, [...(offenders.get(top) ?? []), r.name]);
    }
    results.bundleOffenders = [...offenders].map(([top, names]) => ({ functions: names, topContributors: top }));
  }

  let emulator: DynamoDbLocal | undefined;
  let s3: { endpoint: string; stop: () => Promise<void> } | undefined;
  try {
    if (
      [
        'round-trips',
        'list-query',
        'warm',
        'e2e',
        'events',
        'checkout',
        'push',
        'forms',
        'hotpath',
        'rate-limit',
        'cloudcode',
        'media',
        'search',
      ].some(runs)
    ) {
      step('starting DynamoDB Local');
      emulator = await startDynamoDbLocal();
      process.env.AWS_ENDPOINT_URL_DYNAMODB = emulator.endpoint;
    }
    if (runs('round-trips') || runs('media') || runs('search')) {
      // The media bucket on an S3-compatible server in this process (the upload routes' recipes and the media section).
      const { mkdtempSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      const { ensureBucket, startS3Local } = await import('../local/s3-local.js');
      s3 = await startS3Local({ dataDir: mkdtempSync(join(tmpdir(), 'bench-s3-')) });
      process.env.AWS_ENDPOINT_URL_S3 = s3.endpoint;
      await ensureBucket('bench-media');
    }
    if (runs('round-trips')) {
      step('round trips and consumed capacity of every route');
      const { measureRoundTrips } = await import('./round-trips.js');
      const trips = await measureRoundTrips();
      results.roundTrips = trips.rows;
      figures.push(...trips.figures);
    }
    if (runs('list-query')) {
      step('the list query language on a channel of 10,000 entries');
      const { measureListQuery } = await import('./list-query.js');
      const listQuery = await measureListQuery();
      results.listQuery = listQuery.results;
      figures.push(...listQuery.figures);
    }
    if (runs('search')) {
      step('search: 10,000 entries of ~200 words, index size, rebuild, cold and warm queries, freshness');
      const { measureSearch } = await import('./search.js');
      const search = await measureSearch({ entries: intEnv('BENCH_SEARCH_ENTRIES', 10_000) });
      results.search = search.results;
      figures.push(...search.figures);
    }
    if (runs('warm')) {
      step('warm overhead of the middleware stack');
      const { startApi } = await import('../harness/api.js');
      const { recordScenarios, measureWarm } = await import('./warm.js');
      const api = await startApi();
      let scenarios;
      try {
        scenarios = await recordScenarios(api, await api.owner());
      } finally {
        await api.close();
      }
      const warm = await measureWarm(scenarios, { rounds: 4, roundMs: intEnv('BENCH_WARM_ROUND_MS', 1000) });
      results.warm = warm.results;
      figures.push(...warm.figures);
    }
    if (runs('events')) {
      step('events: change → webhook receiver latency and deliveries per second');
      const { measureEvents } = await import('./events.js');
      const events = await measureEvents({
        changes: intEnv('BENCH_EVENT_CHANGES', 40),
        webhooks: 5,
        burst: intEnv('BENCH_EVENT_BURST', 40),
      });
      results.events = events.results;
      figures.push(...events.figures);
    }
    if (runs('cloudcode')) {
      step('cloud code: the sandbox, a trivial function over GET /pages/{page}, hooks');
      const { measureCloudCode } = await import('./cloud-code.js');
      const cloudCode = await measureCloudCode({ rounds: intEnv('BENCH_CLOUD_CODE_ROUNDS', 60) });
      results.cloudCode = cloudCode.results;
      figures.push(...cloudCode.figures);
    }
    if (runs('checkout')) {
      step('checkout under a rush: rushes of buyers beside the DynamoDB floors of the same shape');
      const { measureCheckout } = await import('./checkout.js');
      const checkout = await measureCheckout();
      results.checkout = checkout.results;
      figures.push(...checkout.figures);
    }
    if (runs('push')) {
      step('push: request counts, and one channel push to 10,000 browsers on a local receiver');
      const { measurePush } = await import('./push.js');
      const push = await measurePush({ devices: intEnv('BENCH_PUSH_DEVICES', 10_000), timeoutSeconds: 60 });
      results.push = push.results;
      figures.push(...push.figures);
    }
    if (runs('forms')) {
      step('forms: submission and feed requests, submission p50 next to a create, 100 submissions from 20 addresses');
      const { measureForms } = await import('./forms.js');
      figures.push(...(await measureForms()).figures);
    }
    if (runs('hotpath')) {
      step('hot path: writes per request over 4 instances, latency with DynamoDB 200 ms away');
      const { measureHotPath } = await import('./hotpath.js');
      const hot = await measureHotPath({
        endpoint: emulator?.endpoint as string,
        requests: intEnv('BENCH_HOTPATH_REQUESTS', 2000),
        perSecond: intEnv('BENCH_HOTPATH_RATE', 80),
      });
      results.hotPath = hot.result;
      figures.push(...hot.figures);
    }
    if (runs('rate-limit')) {
      step('rate limit: 600/min over 4 instances through one whole minute window');
      const { measureRateLimit } = await import('./hotpath.js');
      const limited = await measureRateLimit({ endpoint: emulator?.endpoint as string, perMinute: 1200 });
      results.rateLimit = limited.result;
      figures.push(...limited.figures);
    }
    if (runs('media')) {
      step("media uploads: requests per call and the API's memory against file size");
      const { measureMedia } = await import('./media.js');
      const media = await measureMedia();
      results.media = media.results;
      figures.push(...media.figures);
    }
    if (runs('e2e')) {
      step('end to end with autocannon');
      const { measureEndToEnd } = await import('./e2e.js');
      const e2e = await measureEndToEnd({
        endpoint: emulator?.endpoint as string,
        seconds: intEnv('BENCH_E2E_SECONDS', 10),
        connections: 50,
      });
      results.endToEnd = e2e.result;
      figures.push(...e2e.figures);
    }
  } finally {
    await emulator?.stop();
    await s3?.stop();
  }

  const seconds = (Date.now() - started) / 1000;
  figures.push({
    section: 'run',
    name: 'whole `npm run bench`',
    value: `${seconds.toFixed(0)} s`,
    target: only ? '' : '< 300 s',
    ...(!only && { met: seconds < 300 }),
  });
  results.figures = figures;
  results.seconds = seconds;
  writeFileSync(new URL('results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write = stdoutWrite;
  console.log(formatTable(figures));
  const offenders = results.bundleOffenders as { functions: string[]; topContributors: string }[] | undefined;
  if (offenders?.length) {
    console.log('\nOver-budget bundles, by what they add over the baseline:');
    for (const o of offenders) console.log(`- ${o.topContributors}: ${o.functions.join(', ')}`);
  }
  const unmet = figures.filter((f) => f.met === false).length;
  console.log(
    `\n${figures.filter((f) => f.met === true).length} targets met, ${unmet} not met. Details: bench/results.json`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
