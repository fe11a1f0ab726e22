import { join } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local.js';

/** What a started local stand-in reports and how it stops. */
export interface RunningService {
  /** One line for the banner `npm start` prints (`  Events:   …`). */
  readonly describe?: string;
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

/** Every local stand-in, in start order. A new managed part adds its service here. */
export const LOCAL_SERVICES: readonly LocalService[] = [dynamodb, queues, schedules, events];
