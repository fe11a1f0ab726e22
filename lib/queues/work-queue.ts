import { requireEnv } from '../config.js';

/**
 * A named queue of jobs run off the request path (push fan-out, cloud code hooks and jobs, mail):
 * on AWS an SQS queue with a dead-letter queue and a worker function (infra/constructs/queue-worker.ts,
 * workers built with `sqsWorker`); under `npm start` and in tests an in-process queue
 * (local/queues.ts) running the very same consumer. Messages are JSON; a consumer must be
 * idempotent (SQS delivers at least once).
 */
export interface WorkQueue<T> {
  readonly name: string;
  /** Queues one message, run after `delaySeconds` (at most 900 on SQS: longer waits re-queue themselves). */
  send(message: T, delaySeconds?: number): Promise<void>;
}

/** How messages leave this process: SQS on AWS, the in-process queues locally. */
export interface QueueTransport {
  send(queue: string, body: string, delaySeconds: number): Promise<void>;
}

/** SQS holds a message back for at most 15 minutes. */
export const MAX_QUEUE_DELAY_SECONDS = 900;

/** The environment variable holding a queue's URL on AWS: `QUEUE_URL_PUSH_FANOUT` for `push-fanout`. */
export const queueUrlVariable = (name: string): string => `QUEUE_URL_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

let installed: QueueTransport | undefined;

/** Installs the transport of this process (the local queues do; on AWS none is installed and SQS is used). */
export const useQueueTransport = (transport: QueueTransport | undefined): void => {
  installed = transport;
};

// The SQS client is loaded on the first send only, so a function that may queue but mostly does not
// pays nothing for it at cold start.
let sqs: Promise<QueueTransport> | undefined;
const sqsTransport = (): Promise<QueueTransport> => {
  sqs ??= import('@aws-sdk/client-sqs').then(({ SQSClient, SendMessageCommand }) => {
    const client = new SQSClient({});
    return {
      send: async (queue: string, body: string, delaySeconds: number) => {
        await client.send(
          new SendMessageCommand({
            QueueUrl: requireEnv(queueUrlVariable(queue)),
            MessageBody: body,
            DelaySeconds: delaySeconds,
          }),
        );
      },
    };
  });
  return sqs;
};

/** The queue called `name` (kebab-case; the same name in CDK, the worker and the local queues). */
export const workQueue = <T>(name: string): WorkQueue<T> => ({
  name,
  send: async (message, delaySeconds = 0) => {
    const delay = Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.ceil(delaySeconds)));
    await (installed ?? (await sqsTransport())).send(name, JSON.stringify(message), delay);
  },
});
