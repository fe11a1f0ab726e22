import { readFileSync } from 'node:fs';
import { beforeEach } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { keys } from '../../../lib/db/keys.js';
import { webhookKeys } from '../../../lib/webhooks/keys.js';

// The Lambda entries of workers/, invoked with the sample event SAM is given (test/events), the
// table and the queue mocked: their contracts are the stream's and SQS's partial batch responses.

export const SITE = '6b0000000000000000000001';
export const WEBHOOK = '6b00000000000000000000bb';
export const sample = JSON.parse(
  readFileSync(new URL('../../events/event-router.json', import.meta.url), 'utf8'),
) as DynamoDBStreamEvent;

/** A partial batch response handler of workers/. */
export type WorkerHandler<E> = (event: E) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;

/** The mocked table and queue, answering for a site with one webhook on page events; reset before each test. */
export const mockedWorkerWorld = () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const sqs = mockClient(SQSClient);
  process.env.DELIVERY_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/000000000000/deliveries';
  process.env.PUBLIC_BASE_URL = 'https://api.example.com/';
  // A page's change is also queued for the search index (the router's reactions).
  process.env.QUEUE_URL_SEARCH_INDEX = 'https://sqs.us-east-1.amazonaws.com/000000000000/search-index';
  beforeEach(() => {
    dynamo.reset();
    sqs.reset();
    dynamo.on(GetCommand).resolves({});
    dynamo
      .on(GetCommand, { Key: keys.site(SITE) })
      .resolves({ Item: { ...keys.site(SITE), id: SITE, subdomain: 'demo' } });
    dynamo.on(QueryCommand).resolves({
      Items: [
        {
          ...webhookKeys.webhook(SITE, WEBHOOK),
          id: WEBHOOK,
          url: 'https://hooks.example.com/',
          events: ['page.*'],
          active: true,
          secret: 'whsec_AAAA',
        },
      ],
    });
    dynamo.on(PutCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({});
  });
  return { dynamo, sqs };
};
