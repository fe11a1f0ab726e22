import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { sqsWorker } from '../../../lib/queues/sqs-worker.js';

const event = (...bodies: unknown[]): SQSEvent => ({
  Records: bodies.map((body, index) => ({ messageId: `m${index}`, body: JSON.stringify(body) })) as SQSEvent['Records'],
});

describe('sqsWorker', () => {
  it('runs every message of the batch with its parsed body and reports none failed', async () => {
    const seen: unknown[] = [];
    const handler = sqsWorker<{ n: number }>(async (message) => {
      seen.push(message.n);
    });
    expect(await handler(event({ n: 1 }, { n: 2 }))).toEqual({ batchItemFailures: [] });
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('reports only the messages that failed, so SQS retries them alone', async () => {
    const handler = sqsWorker<{ n: number }>(async (message) => {
      if (message.n % 2 === 0) throw new Error('boom');
    });
    expect(await handler(event({ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm1' }, { itemIdentifier: 'm3' }],
    });
  });
});
