import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueUrlVariable, useQueueTransport, workQueue } from '../../../lib/queues/work-queue.js';

const sqs = mockClient(SQSClient);

describe('workQueue', () => {
  beforeEach(() => {
    sqs.reset();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'x' });
    process.env.QUEUE_URL_PUSH_FANOUT = 'https://sqs.eu-west-1.amazonaws.com/123456789012/push-fanout';
  });
  afterEach(() => {
    useQueueTransport(undefined);
    delete process.env.QUEUE_URL_PUSH_FANOUT;
  });

  it('names the queue URL variable after the queue', () => {
    expect(queueUrlVariable('push-fanout')).toBe('QUEUE_URL_PUSH_FANOUT');
  });

  it('sends JSON to the SQS queue named by its variable on AWS, the delay capped at 15 minutes', async () => {
    await workQueue<{ id: string }>('push-fanout').send({ id: 'p1' }, 3600);
    const calls = sqs.commandCalls(SendMessageCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      QueueUrl: process.env.QUEUE_URL_PUSH_FANOUT,
      MessageBody: '{"id":"p1"}',
      DelaySeconds: 900,
    });
  });

  it('goes through the installed transport instead of SQS locally', async () => {
    const sent: unknown[] = [];
    useQueueTransport({
      send: async (queue, body, delay) => {
        sent.push([queue, body, delay]);
      },
    });
    await workQueue('mail').send({ to: 'a' }, 1.2);
    expect(sent).toEqual([['mail', '{"to":"a"}', 2]]);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('fails when the queue has no URL on AWS (a missing grant is a deploy bug, never silent)', async () => {
    await expect(workQueue('unknown-queue').send({})).rejects.toThrow(/QUEUE_URL_UNKNOWN_QUEUE/);
  });
});
