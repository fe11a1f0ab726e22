import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

// Fault handling: reads retry within the SDK's budget, then answer 503 with Retry-After. DynamoDB Local
// cannot be made to throttle, so the real SDK (retry strategy included) talks to a stand-in
// endpoint on 127.0.0.1 that answers the way DynamoDB does over the wire.

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const SITE = '6b0000000000000000000001';
const token = {
  pk: 'TOKEN#x',
  sk: 'TOKEN',
  id: '6b0000000000000000000002',
  kind: 'site',
  siteId: SITE,
  userId: '6b0000000000000000000003',
  scopes: ['read_site'],
  master: false,
  hint: 'sms_',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  sites: { [SITE]: { role: 'owner', subdomain: 'demo' } },
  rl_1: 1,
};
const site = {
  pk: `${SITE}#SITE`,
  sk: 'SITE',
  id: SITE,
  subdomain: 'demo',
  name: 'Demo',
  locales: ['en'],
  ownerId: token.userId,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** How the stand-in answers the site's read (GetItem or BatchGetItem): throttle the first `failures` attempts (Infinity: always). */
let failures = 0;
let getAttempts = 0;
let server: Server;
let handler: Handler;
let budget: number;

const reply = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      // The rate limit's flush and the token's first last-use stamp.
      if (target.endsWith('.UpdateItem')) return reply(res, 200, { Attributes: {} });
      // Authentication reads the token (an old-format secret: alone, before the site).
      if (target.endsWith('.GetItem') && String(JSON.parse(text || '{}').Key?.pk?.S ?? '').startsWith('TOKEN#')) {
        return reply(res, 200, { Item: marshall(token) });
      }
      // GET /site reads the site with its storage counter shards in one BatchGetItem.
      if (target.endsWith('.GetItem') || target.endsWith('.BatchGetItem')) {
        getAttempts += 1;
        if (getAttempts <= failures) {
          return reply(res, 400, {
            __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
            message: 'The level of configured provisioned throughput for the table was exceeded.',
          });
        }
        if (target.endsWith('.GetItem')) return reply(res, 200, { Item: marshall(site) });
        const table = Object.keys(JSON.parse(text).RequestItems ?? {})[0] as string;
        return reply(res, 200, { Responses: { [table]: [marshall(site)] }, UnprocessedKeys: {} });
      }
      return reply(res, 400, {
        __type: 'com.amazon.coral.validate#ValidationException',
        message: `unexpected ${target}`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  // Set before the handler (and its DynamoDB client) is loaded, as Lambda's environment would be.
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${port}`;
  ({ handler } = (await import('../../functions/sites/get-current-site.js')) as { handler: Handler });
  ({ DYNAMODB_MAX_ATTEMPTS: budget } = await import('../../lib/db/client.js'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const call = () =>
  handler(
    {
      version: '2.0',
      routeKey: 'GET /site',
      rawPath: '/site',
      rawQueryString: '',
      headers: { host: 'api.test', authorization: `Bearer sms_${'r'.repeat(43)}` },
      requestContext: { requestId: 'retry', http: { method: 'GET', path: '/site', sourceIp: '127.0.0.1' } },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2,
    { awsRequestId: 'retry', functionName: 'get-current-site' } as Context,
  );

describe('SDK retries against a throttling DynamoDB', () => {
  it('retries a throttled read and answers 200 when DynamoDB recovers within the budget', async () => {
    failures = budget - 1;
    getAttempts = 0;
    const res = await call();
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body as string)).toMatchObject({ id: SITE, subdomain: 'demo' });
    expect(getAttempts).toBe(budget);
  });

  it("gives up after the SDK's budget of attempts with 503 and Retry-After", async () => {
    failures = Number.POSITIVE_INFINITY;
    getAttempts = 0;
    const res = await call();
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe('1');
    expect(JSON.parse(res.body as string)).toEqual({ code: 'service_unavailable', message: expect.any(String) });
    expect(budget).toBeGreaterThan(1);
    expect(getAttempts).toBe(budget);
  });
});
