import { logger } from '../lib/http/logger.js';
import type { QueueConsumer } from '../lib/queues/sqs-worker.js';
import { useQueueTransport } from '../lib/queues/work-queue.js';

export interface LocalConsumer {
  readonly consume: QueueConsumer<unknown>;
  /** Receives before a message is dead-lettered, as the SQS redrive policy's maxReceiveCount (default 5). */
  readonly maxReceives?: number;
  /** Messages run at once (default 8), as the worker's concurrency on AWS. */
  readonly concurrency?: number;
}

export interface DeadLetter {
  readonly queue: string;
  readonly body: string;
  readonly error: unknown;
}

export interface LocalQueues {
  /** Messages that failed every receive (SQS's dead-letter queue), oldest first. */
  readonly deadLetters: readonly DeadLetter[];
  /** Resolves once no message is waiting, delayed or running (tests wait on it). */
  idle(): Promise<void>;
  /** Cancels delayed messages and waits for running ones. */
  stop(): Promise<void>;
}

/** Seconds a failed message waits before its next receive (SQS: the visibility timeout; here short). */
const RETRY_DELAY_MS = [200, 1_000, 2_000, 5_000];

/**
 * The local stand-in for SQS queues and their worker functions: installs the queue transport of this
 * process, so `workQueue(name).send()` runs the consumer registered for `name` in-process, after its
 * delay, at most `concurrency` at once, receiving a failed message again (with backoff) up to
 * `maxReceives` times before it is dead-lettered (logged and kept in `deadLetters`). A queue with no
 * consumer is an error at send time, as a missing queue URL would be on AWS.
 */
export const startLocalQueues = (consumers: Readonly<Record<string, LocalConsumer>>): LocalQueues => {
  let running = true;
  const deadLetters: DeadLetter[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const waiting = new Map<string, { body: string; receives: number }[]>();
  const active = new Map<string, number>();
  let pending = 0;
  let idleWaiters: (() => void)[] = [];
  const settle = () => {
    if (pending > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const pump = (queue: string) => {
    const consumer = consumers[queue] as LocalConsumer;
    const ready = waiting.get(queue) ?? [];
    while (running && ready.length && (active.get(queue) ?? 0) < (consumer.concurrency ?? 8)) {
      const message = ready.shift() as { body: string; receives: number };
      active.set(queue, (active.get(queue) ?? 0) + 1);
      const receives = message.receives + 1;
      void consumer
        .consume(JSON.parse(message.body))
        .then(
          () => {
            pending -= 1;
          },
          (error: unknown) => {
            if (receives >= (consumer.maxReceives ?? 5) || !running) {
              logger.error('local queue: message dead-lettered', { queue, error });
              deadLetters.push({ queue, body: message.body, error });
              pending -= 1;
              return;
            }
            later(
              queue,
              { body: message.body, receives },
              RETRY_DELAY_MS[Math.min(receives - 1, RETRY_DELAY_MS.length - 1)] as number,
            );
          },
        )
        .finally(() => {
          active.set(queue, (active.get(queue) ?? 1) - 1);
          pump(queue);
          settle();
        });
    }
  };

  const enqueue = (queue: string, message: { body: string; receives: number }) => {
    const list = waiting.get(queue) ?? [];
    list.push(message);
    waiting.set(queue, list);
    pump(queue);
  };

  const later = (queue: string, message: { body: string; receives: number }, delayMs: number) => {
    if (delayMs <= 0) return enqueue(queue, message);
    const timer = setTimeout(() => {
      timers.delete(timer);
      enqueue(queue, message);
    }, delayMs);
    timers.add(timer);
  };

  useQueueTransport({
    send: async (queue, body, delaySeconds) => {
      if (!consumers[queue]) throw new Error(`no local consumer for the queue ${queue}`);
      if (!running) throw new Error('the local queues are stopped');
      pending += 1;
      later(queue, { body, receives: 0 }, delaySeconds * 1000);
    },
  });

  return {
    deadLetters,
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settle();
      }),
    stop: async () => {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      waiting.clear();
      useQueueTransport(undefined);
      while ([...active.values()].some((count) => count > 0)) await new Promise((r) => setTimeout(r, 20));
      pending = 0;
      settle();
    },
  };
};
