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
    const emulator = await startDynamoDbLocal({ port: Number(process.env.DYNAMODB_PORT ?? 8000), dataDir: join(dataDir, 'dynamodb') });
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
    const worker = await startEventWorker({ tableName: process.env.TABLE_NAME as string, base: process.env.PUBLIC_BASE_URL || (url as string) });
    return {
      describe: `  Events:   webhooks fed by the table's stream (retries ${process.env.WEBHOOK_RETRY_SCHEDULE ?? 'on the default schedule'})`,
      stop: () => worker.stop(),
    };
  },
};

/** SQS queues and their workers (lib/local/queues.ts), with every consumer of lib/local/queue-consumers.ts. */
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
 * Mail (issue 25): an SMTP server on `SMTP_PORT` (2525) catching every message into
 * `DATA_DIR/mail`, shown at `/_local/mail`; the mail module sends to it through `SMTP_URL`. With
 * `SMTP_URL` already set, mail goes there and no catcher starts.
 */
const mail: LocalService = {
  name: 'mail',
  phase: 'before',
  start: async ({ dataDir }) => {
    if (process.env.SMTP_URL) return { describe: `  Mail:     sent to ${process.env.SMTP_URL.replace(/\/\/[^@/]*@/, '//')}`, stop: async () => undefined };
    const { startMailCatcher } = await import('./mail-catcher.js');
    const { workQueue } = await import('../queues/work-queue.js');
    const catcher = await startMailCatcher({
      port: Number(process.env.SMTP_PORT ?? 2525), dir: join(dataDir, 'mail'),
      feedback: (event) => workQueue('mail-feedback').send(event),
    });
    process.env.SMTP_URL = catcher.url;
    return {
      describe: `  Mail:     caught by ${catcher.url}, shown at /_local/mail (${join(dataDir, 'mail')})`,
      pages: [catcher.page],
      stop: async () => { await catcher.stop(); delete process.env.SMTP_URL; },
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
    return { describe: `  Schedules: in-process timers (${scheduler.pending().length} pending)`, stop: async () => scheduler.stop() };
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
    const { localSandbox, stopLocalSandbox } = await import('../cloudcode/sandbox/transport.js');
    await (await localSandbox()).ready();
    return {
      describe: `  Cloud code: sandbox threads (up to ${process.env.CLOUD_CODE_LOCAL_WORKERS || 4}); fetch reaches public https only${process.env.CLOUD_CODE_FETCH_ALLOW_HOSTS ? ` and ${process.env.CLOUD_CODE_FETCH_ALLOW_HOSTS}` : ''}`,
      stop: () => stopLocalSandbox(),
    };
  },
};

/** Every local stand-in, in start order. A new managed part adds its service here. */
export const LOCAL_SERVICES: readonly LocalService[] = [dynamodb, queues, schedules, mail, events, cloudCode];
