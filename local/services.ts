import { join } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local.js';
import type { LocalPage } from './server.js';

/** What a started local stand-in reports and how it stops. */
export interface RunningService {
  /** One line for the banner `npm start` prints (`  Events:   …`). */
  readonly describe?: string;
  /** Pages the local server serves for it (`/_local/…`): only `before` services' pages are served. */
  readonly pages?: readonly LocalPage[];
  readonly stop: () => Promise<void>;
}

export interface LocalServiceContext {
  /** `DATA_DIR`, resolved: every stand-in keeps its files under it, so data survives a restart. */
  readonly dataDir: string;
  /** The API's own address; known to services of the `after` phase only. */
  readonly url?: string;
}

/**
 * A stand-in for one of AWS's managed parts that `npm start` runs in-process, with no extra
 * command. `before` services start before the API's modules load (they set the configuration the
 * handlers read at load time, such as an endpoint); `after` services once the API listens.
 * Stopped in reverse order.
 */
export interface LocalService {
  readonly name: string;
  readonly phase: 'before' | 'after';
  readonly start: (context: LocalServiceContext) => Promise<RunningService | undefined>;
}

/** DynamoDB Local on `DYNAMODB_PORT`, unless AWS_ENDPOINT_URL_DYNAMODB names another endpoint. */
const dynamodb: LocalService = {
  name: 'dynamodb',
  phase: 'before',
  start: async ({ dataDir }) => {
    if (process.env.AWS_ENDPOINT_URL_DYNAMODB) return undefined;
    const emulator = await startDynamoDbLocal({
      port: Number(process.env.DYNAMODB_PORT ?? 8000),
      dataDir: join(dataDir, 'dynamodb'),
    });
    process.env.AWS_ENDPOINT_URL_DYNAMODB = emulator.endpoint;
    return { stop: () => emulator.stop() };
  },
};

/** Events: the table's stream read in-process, the same router and delivery code as on AWS. */
const events: LocalService = {
  name: 'events',
  phase: 'after',
  start: async ({ url }) => {
    const { startEventWorker } = await import('./event-worker.js');
    const worker = await startEventWorker({
      tableName: process.env.TABLE_NAME as string,
      base: process.env.PUBLIC_BASE_URL || (url as string),
    });
    return {
      describe: `  Events:   webhooks fed by the table's stream (retries ${process.env.WEBHOOK_RETRY_SCHEDULE ?? 'on the default schedule'})`,
      stop: () => worker.stop(),
    };
  },
};

/** SQS queues and their workers (local/queues.ts), with every consumer of local/queue-consumers.ts. */
const queues: LocalService = {
  name: 'queues',
  phase: 'before',
  start: async () => {
    const { startLocalQueues } = await import('./queues.js');
    const { localQueueConsumers } = await import('./queue-consumers.js');
    const consumers = localQueueConsumers();
    const local = startLocalQueues(consumers);
    return {
      describe: `  Queues:   in-process (${Object.keys(consumers).join(', ') || 'none'})`,
      stop: () => local.stop(),
    };
  },
};

/**
 * The media bucket: an S3-compatible server (s3rver) on `S3_PORT` with its objects under
 * `DATA_DIR/s3`, unless AWS_ENDPOINT_URL_S3 names another endpoint; the bucket is created when
 * missing. It verifies no checksum, so `complete` hashes what arrived itself (`stream`).
 */
const s3: LocalService = {
  name: 's3',
  phase: 'before',
  start: async ({ dataDir }) => {
    process.env.MEDIA_BUCKET ||= 'site-api-media';
    process.env.UPLOAD_CHECKSUM_CHECK ||= 'stream';
    const { ensureBucket, startS3Local } = await import('./s3-local.js');
    const server = process.env.AWS_ENDPOINT_URL_S3
      ? undefined
      : await startS3Local({ port: Number(process.env.S3_PORT ?? 4569), dataDir: join(dataDir, 's3') });
    if (server) process.env.AWS_ENDPOINT_URL_S3 = server.endpoint;
    await ensureBucket(process.env.MEDIA_BUCKET);
    return {
      describe: `  S3:       ${process.env.AWS_ENDPOINT_URL_S3} (bucket ${process.env.MEDIA_BUCKET}${server ? ', s3rver' : ''})`,
      stop: async () => {
        await server?.stop();
      },
    };
  },
};

/** Uploads never completed: swept at start and every 10 minutes (AWS: the bucket's lifecycle rule and the table's TTL). */
const uploadSweeper: LocalService = {
  name: 'upload-sweeper',
  phase: 'after',
  start: async () => {
    const { sweepExpiredUploads } = await import('../lib/uploads/sweep.js');
    const sweep = () => sweepExpiredUploads().catch((error: unknown) => console.error('upload sweep failed', error));
    await sweep();
    const timer = setInterval(sweep, 10 * 60_000);
    timer.unref();
    return { stop: async () => clearInterval(timer) };
  },
};

/**
 * Mail: an SMTP server on `SMTP_PORT` (2525) catching every message into
 * `DATA_DIR/mail`, shown at `/_local/mail`; the mail module sends to it through `SMTP_URL`. With
 * `SMTP_URL` already set, mail goes there and no catcher starts.
 */
const mail: LocalService = {
  name: 'mail',
  phase: 'before',
  start: async ({ dataDir }) => {
    if (process.env.SMTP_URL)
      return {
        describe: `  Mail:     sent to ${process.env.SMTP_URL.replace(/\/\/[^@/]*@/, '//')}`,
        stop: async () => undefined,
      };
    const { startMailCatcher } = await import('./mail-catcher.js');
    const { workQueue } = await import('../lib/queues/work-queue.js');
    const catcher = await startMailCatcher({
      port: Number(process.env.SMTP_PORT ?? 2525),
      dir: join(dataDir, 'mail'),
      feedback: (event) => workQueue('mail-feedback').send(event),
    });
    process.env.SMTP_URL = catcher.url;
    return {
      describe: `  Mail:     caught by ${catcher.url}, shown at /_local/mail (${join(dataDir, 'mail')})`,
      pages: [catcher.page],
      stop: async () => {
        await catcher.stop();
        delete process.env.SMTP_URL;
      },
    };
  },
};

/** EventBridge Scheduler: in-process timers sending to the local queues, kept in DATA_DIR/schedules.json across restarts. */
const schedules: LocalService = {
  name: 'schedules',
  phase: 'before',
  start: async ({ dataDir }) => {
    const { startLocalScheduler } = await import('./scheduler.js');
    const scheduler = startLocalScheduler({ file: join(dataDir, 'schedules.json') });
    return {
      describe: `  Schedules: in-process timers (${scheduler.pending().length} pending)`,
      stop: async () => scheduler.stop(),
    };
  },
};

/**
 * The cloud code sandbox Lambda: a pool of worker threads (lib/cloudcode/sandbox/pool.ts), started
 * with its first thread warm so the first call does not wait for it; the SDK of the code calls
 * this API.
 */
const cloudCode: LocalService = {
  name: 'cloud-code',
  phase: 'after',
  start: async ({ url }) => {
    process.env.CLOUD_CODE_API_URL ??= url;
    const { localSandbox, stopLocalSandbox } = await import('../lib/cloudcode/sandbox/transport.js');
    await (await localSandbox()).ready();
    return {
      describe: `  Cloud code: sandbox threads (up to ${process.env.CLOUD_CODE_LOCAL_WORKERS || 4}); fetch reaches public https only${process.env.CLOUD_CODE_FETCH_ALLOW_HOSTS ? ` and ${process.env.CLOUD_CODE_FETCH_ALLOW_HOSTS}` : ''}`,
      stop: () => stopLocalSandbox(),
    };
  },
};

/**
 * The test payment provider's checkout page (`/_local/payments/…`): where a buyer of a `test`
 * payment picks paid, failed, canceled or expired, and the page posts the signed event to the API.
 */
const testPayments: LocalService = {
  name: 'test-payments',
  phase: 'before',
  start: async () => {
    const { testPaymentsPage } = await import('./test-payments.js');
    return {
      describe: '  Payments: the test provider pays at /_local/payments/<site>/<payment> (no account anywhere)',
      pages: [testPaymentsPage()],
      stop: async () => undefined,
    };
  },
};

/** Every local stand-in, in start order. A new managed part adds its service here. */
export const LOCAL_SERVICES: readonly LocalService[] = [
  dynamodb,
  s3,
  queues,
  schedules,
  mail,
  testPayments,
  events,
  uploadSweeper,
  cloudCode,
];
