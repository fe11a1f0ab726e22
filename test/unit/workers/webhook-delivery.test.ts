import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { webhookKeys } from '../../../lib/webhooks/keys.js';
import { deliverOnce } from '../../../lib/events/deliver.js';
import type { DeliveryQueue } from '../../../lib/events/queue.js';
import type { DeliveryRef } from '../../../lib/webhooks/deliveries.js';
import { SITE, WEBHOOK, mockedWorkerWorld, type WorkerHandler } from './worker-fixture.js';

const { dynamo } = mockedWorkerWorld();
let deliveryHandler: WorkerHandler<SQSEvent>;
beforeAll(async () => {
  deliveryHandler = (await import('../../../workers/webhook-delivery.js')).handler;
});

describe('workers/webhook-delivery and the delivery step', () => {
  const ref: DeliveryRef = { siteId: SITE, webhookId: WEBHOOK, deliveryId: '6b00000000000000000000cc', attempts: 1 };
  const collected: { ref: DeliveryRef; delay: number }[] = [];
  const queue: DeliveryQueue = {
    send: async (r, delay) => {
      collected.push({ ref: r, delay });
    },
  };
  beforeEach(() => {
    collected.length = 0;
  });

  it('drops a repeated or stale message: the delivery has moved past its attempt', async () => {
    dynamo.on(BatchGetCommand).resolves({
      Responses: {
        [process.env.TABLE_NAME as string]: [
          {
            ...webhookKeys.delivery(SITE, WEBHOOK, ref.deliveryId),
            status: 'pending',
            attempts: 2,
            round: 1,
            round_limit: 3,
            payload: '{}',
            event_type: 'page.created',
          },
        ],
      },
    });
    expect(await deliverOnce(ref, queue)).toBe('skipped');
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('waits again when the attempt is due later than a queue can hold it', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(await deliverOnce({ ...ref, notBefore: now.getTime() + 3_600_000 }, queue, () => now)).toBe('waiting');
    expect(collected).toEqual([{ ref: { ...ref, notBefore: now.getTime() + 3_600_000 }, delay: 3600 }]);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('fails a delivery whose webhook is gone without sending anything', async () => {
    dynamo.on(BatchGetCommand).resolves({
      Responses: {
        [process.env.TABLE_NAME as string]: [
          {
            ...webhookKeys.delivery(SITE, WEBHOOK, ref.deliveryId),
            status: 'pending',
            attempts: 1,
            round: 1,
            round_limit: 3,
            payload: '{}',
            event_type: 'page.created',
          },
        ],
      },
    });
    dynamo.on(UpdateCommand).resolves({});
    expect(await deliverOnce(ref, queue)).toBe('failed');
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':status': 'failed',
      ':error': 'webhook deleted',
      ':expected': 1,
    });
  });

  it('reports only the messages whose handling threw (partial batch response)', async () => {
    dynamo.on(BatchGetCommand).rejectsOnce(new Error('throttled')).resolves({ Responses: {} });
    const message = (id: string) => ({ messageId: id, body: JSON.stringify(ref) });
    const result = await deliveryHandler({ Records: [message('m1'), message('m2')] } as unknown as SQSEvent);
    expect(result.batchItemFailures).toHaveLength(1);
    expect(['m1', 'm2']).toContain(result.batchItemFailures[0]!.itemIdentifier);
  });
});
