import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { deliverOnce } from '../lib/events/deliver.js';
import type { DeliveryQueue } from '../lib/events/queue.js';
import { cloudCodeAfterHooks } from '../lib/cloudcode/after-hooks.js';
import { routeRecords } from '../lib/events/router.js';
import type { DeliveryRef } from '../lib/webhooks/deliveries.js';

/** How often each shard of the stream is read. */
const POLL_MS = 50;
/** How often the stream is described again to find new shards. */
const DESCRIBE_MS = 1_000;
/** Attempts in flight at once (on AWS, the queue's batch size and Lambda's concurrency bound this). */
const MAX_CONCURRENT_ATTEMPTS = 16;

export interface EventWorkerOptions {
  readonly tableName: string;
  /** The API's base URL, for `url` fields. */
  readonly base: string;
  /** Called after each attempt (the benchmark counts deliveries). */
  readonly onAttempt?: (ref: DeliveryRef, outcome: string) => void;
}

export interface EventWorker {
  /** Stops reading the stream, cancels waiting retries and waits for attempts in flight. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The local stand-in for the stream's event source mapping and the delivery queue:
 * reads DynamoDB Local's stream of the table (every shard, from the moment it starts), runs the
 * very router and delivery step the Lambda functions run, and holds retries on in-process timers.
 */
export const startEventWorker = async (options: EventWorkerOptions): Promise<EventWorker> => {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const streams = new DynamoDBStreamsClient(endpoint ? { endpoint } : {});
  const dynamodb = new DynamoDBClient({});
  const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${options.tableName} has no stream`);

  let running = true;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  // Attempts that are due, waiting for one of the MAX_CONCURRENT_ATTEMPTS slots.
  const due: DeliveryRef[] = [];
  let active = 0;
  const next = () => {
    while (running && active < MAX_CONCURRENT_ATTEMPTS && due.length) {
      const ref = due.shift() as DeliveryRef;
      active += 1;
      track(
        deliverOnce(ref, queue)
          .then((outcome) => options.onAttempt?.(ref, outcome))
          .catch((error: unknown) => console.error('event worker: delivery failed', error))
          .finally(() => {
            active -= 1;
            next();
          }),
      );
    }
  };
  const queue: DeliveryQueue = {
    send: async (ref, delaySeconds) => {
      if (!running) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          due.push(ref);
          next();
        },
        Math.max(0, delaySeconds * 1000),
      );
      timers.add(timer);
    },
  };

  // shard id → iterator; shards found at start are read from now on, later ones from their start.
  const iterators = new Map<string, string | undefined>();
  const seen = new Set<string>();
  const discover = async (initial: boolean) => {
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        const id = shard.ShardId as string;
        if (seen.has(id)) continue;
        seen.add(id);
        if (initial && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: id,
            ShardIteratorType: initial ? 'LATEST' : 'TRIM_HORIZON',
          }),
        );
        iterators.set(id, ShardIterator);
      }
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
  };
  await discover(true);

  const lastSequence = new Map<string, string>();
  const isLostPosition = (error: unknown) =>
    ['TrimmedDataAccessException', 'ExpiredIteratorException'].includes((error as { name?: string }).name ?? '');
  const renewIterator = async (shard: string): Promise<string | undefined> => {
    const after = lastSequence.get(shard);
    try {
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard,
          ...(after
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      );
      return ShardIterator;
    } catch (error) {
      if (!after || !isLostPosition(error)) throw error;
      lastSequence.delete(shard);
      return renewIterator(shard);
    }
  };

  const poll = async () => {
    let lastDescribe = Date.now();
    while (running) {
      try {
        if (Date.now() - lastDescribe > DESCRIBE_MS) {
          lastDescribe = Date.now();
          await discover(false);
        }
        for (const [shard, iterator] of iterators) {
          if (!running) break;
          if (!iterator) {
            iterators.delete(shard);
            continue;
          }
          let read;
          try {
            read = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
          } catch (error) {
            // An iterator that expired, or that points before the shard's trim horizon, is renewed:
            // after the last record routed, else from the oldest kept (routing is idempotent per record).
            if (!isLostPosition(error)) throw error;
            iterators.set(shard, await renewIterator(shard));
            continue;
          }
          const { Records = [], NextShardIterator } = read;
          // DynamoDB Local dates records to the minute; read within a poll of the change, the
          // read time (to the second, as on AWS) is the better approximation.
          const readAt = new Date(Math.floor(Date.now() / 1000) * 1000);
          let pending = Records.map((record) => ({
            ...record,
            dynamodb: { ...record.dynamodb, ApproximateCreationDateTime: readAt },
          }));
          // Retried from the failed record on, as the event source mapping does.
          while (pending.length && running) {
            const result = await routeRecords(pending, { queue, base: options.base, afterHooks: cloudCodeAfterHooks });
            if (result.failedAt === undefined) break;
            pending = pending.slice(result.failedAt);
            await sleep(POLL_MS * 4);
          }
          const last = Records[Records.length - 1]?.dynamodb?.SequenceNumber;
          if (last) lastSequence.set(shard, last);
          iterators.set(shard, NextShardIterator);
        }
      } catch (error) {
        if (running) console.error('event worker: reading the stream failed', error);
      }
      await sleep(POLL_MS);
    }
  };
  const loop = poll();

  return {
    stop: async () => {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await loop;
      await Promise.allSettled([...inFlight]);
      streams.destroy();
      dynamodb.destroy();
    },
  };
};
