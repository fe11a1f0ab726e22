import { beforeAll, describe, expect, it } from 'vitest';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { SITE, WEBHOOK, sample, mockedWorkerWorld, type WorkerHandler } from './worker-fixture.js';

const { dynamo, sqs } = mockedWorkerWorld();
let routerHandler: WorkerHandler<DynamoDBStreamEvent>;
beforeAll(async () => {
  routerHandler = (await import('../../../workers/event-router.js')).handler;
});

describe('workers/event-router', () => {
  it('records one delivery per matching webhook, with the presented page as payload', async () => {
    const result = await routerHandler(sample);
    expect(result.batchItemFailures).toEqual([]);
    const puts = dynamo.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    const item = puts[0]!.args[0].input.Item as Record<string, unknown>;
    expect(item).toMatchObject({
      pk: `${SITE}#WEBHOOK_DELIVERY#${WEBHOOK}`,
      status: 'pending',
      event_type: 'page.created',
      attempts: 0,
    });
    const payload = JSON.parse(item.payload as string);
    expect(payload).toMatchObject({
      type: 'page.created',
      timestamp: '2026-01-01T00:00:00Z',
      data: {
        site_id: SITE,
        object: {
          id: '6b00000000000000000000aa',
          url: 'https://api.example.com/pages/6b00000000000000000000aa',
          public_url: 'https://demo.sites.localhost/about',
        },
      },
    });
    expect(puts[0]!.args[0].input.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('treats a record read twice as done (the delivery exists already)', async () => {
    dynamo.on(PutCommand).rejects(Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' }));
    expect((await routerHandler(sample)).batchItemFailures).toEqual([]);
  });

  it('reports the first record that fails, so the stream retries from it', async () => {
    const second = structuredClone(sample.Records[0]!);
    second.eventID = 'sample-record-2';
    second.dynamodb!.SequenceNumber = '100000000000000000002';
    second.dynamodb!.Keys!.pk = { S: '6b0000000000000000000009#PAGE' };
    second.dynamodb!.NewImage!.pk = { S: '6b0000000000000000000009#PAGE' };
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `6b0000000000000000000009#WEBHOOK`, ':true': true } })
      .rejects(new Error('throttled'));
    const result = await routerHandler({ Records: [sample.Records[0]!, second] });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '100000000000000000002' }]);
  });

  it('queues a delivery whose queued_at changed (ping, redeliver), and nothing else', async () => {
    const delivery = { pk: { S: `${SITE}#WEBHOOK_DELIVERY#${WEBHOOK}` }, sk: { S: '6b00000000000000000000cc' } };
    const image = (queuedAt: string) => ({
      ...delivery,
      site_id: { S: SITE },
      status: { S: 'pending' },
      attempts: { N: '2' },
      queued_at: { S: queuedAt },
    });
    const record = (old: string | undefined, next: string) => ({
      eventID: `r-${next}`,
      eventName: old ? 'MODIFY' : 'INSERT',
      dynamodb: { Keys: delivery, NewImage: image(next), ...(old && { OldImage: image(old) }), SequenceNumber: '1' },
    });
    await routerHandler({
      Records: [record(undefined, 'a'), record('a', 'a'), record('a', 'b')],
    } as unknown as DynamoDBStreamEvent);
    const sent = sqs
      .commandCalls(SendMessageCommand)
      .map((call) => JSON.parse(call.args[0].input.MessageBody as string));
    expect(sent).toEqual([
      { siteId: SITE, webhookId: WEBHOOK, deliveryId: '6b00000000000000000000cc', attempts: 2 },
      { siteId: SITE, webhookId: WEBHOOK, deliveryId: '6b00000000000000000000cc', attempts: 2 },
    ]);
  });
});
