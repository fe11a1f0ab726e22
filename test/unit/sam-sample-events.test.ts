import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { functionFolder } from '../../functions/routes.js';
import { hashSecret } from '../../lib/auth/tokens.js';
import { keys } from '../../lib/db/keys.js';
import { SCOPES } from '../../lib/auth/scopes.js';

// The sample events under test/events are the ones docs/operations.md gives to `sam local invoke`;
// invoking the real handlers with them keeps them valid as the API changes.

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const sample = (name: string): APIGatewayProxyEventV2 =>
  JSON.parse(readFileSync(new URL(`../events/${name}.json`, import.meta.url), 'utf8')) as APIGatewayProxyEventV2;
const invoke = async (functionName: string, eventName: string) => {
  const { handler } = (await import(`../../functions/${functionFolder(functionName)}/${functionName}.ts`)) as {
    handler: Handler;
  };
  const res = await handler(sample(eventName), { awsRequestId: 'sample', functionName } as Context);
  return { ...res, json: res.body ? JSON.parse(res.body) : undefined };
};
const bearer = (event: string) => (sample(event).headers.authorization as string).slice('Bearer '.length);

const SITE = '6b0000000000000000000001';
const USER = '6b0000000000000000000002';
const site = {
  id: SITE,
  subdomain: 'demo',
  name: 'Demo',
  locales: ['en'],
  ownerId: USER,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const token = (kind: 'site' | 'user', scopes: readonly string[]) => ({
  id: '6b0000000000000000000003',
  kind,
  userId: USER,
  siteId: kind === 'site' ? SITE : undefined,
  scopes,
  master: kind === 'user',
  hint: 'sm',
  createdAt: site.createdAt,
  updatedAt: site.createdAt,
  sites: { [SITE]: { role: 'owner', subdomain: 'demo' } },
  rl_1: 1,
});

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  dynamo.reset();
  // Anything not set up below is simply absent, as DynamoDB answers.
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo
    .on(GetCommand, { Key: keys.token(hashSecret(bearer('get-current-site'))) })
    .resolves({ Item: token('site', ['read_site', 'read_content']) });
  dynamo
    .on(GetCommand, { Key: keys.token(hashSecret(bearer('create-token'))) })
    .resolves({ Item: token('user', [...SCOPES]) });
  // The rate limit's flush (and a token's first last_used_at).
  dynamo.on(UpdateCommand).resolves({ Attributes: {} });
  dynamo.on(GetCommand, { Key: keys.site(SITE) }).resolves({ Item: { ...keys.site(SITE), ...site } });
  // GET /site reads the site with its storage counter shards in one BatchGetItem (none counted yet).
  dynamo
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
      Responses: Object.fromEntries(
        Object.entries(input.RequestItems).map(([table, { Keys }]) => [
          table,
          Keys.filter((key) => key.pk === keys.site(SITE).pk && key.sk === 'SITE').map((key) => ({ ...key, ...site })),
        ]),
      ),
    }));
  dynamo.on(PutCommand).resolves({});
});

describe('sample events for sam local invoke', () => {
  it('get-health.json: 200 ok', async () => {
    const res = await invoke('get-health', 'get-health');
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });

  it("get-current-site.json: the site of the site token, addressed through the event's host", async () => {
    const res = await invoke('get-current-site', 'get-current-site');
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({
      id: SITE,
      subdomain: 'demo',
      url: `https://api.example.com/sites/${SITE}`,
      storage_bytes: 0,
    });
    expect(res.headers?.['x-oauth-scopes']).toBe('read_site, read_content');
  });

  it('get-current-site-no-token.json: 401 with the JSON error body', async () => {
    const res = await invoke('get-current-site', 'get-current-site-no-token');
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ code: 'missing_token', message: expect.any(String) });
  });

  it('create-token.json: 201 with the new secret, stored only as a hash', async () => {
    const res = await invoke('create-token', 'create-token');
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({
      note: 'deploy script',
      scopes: ['read_content'],
      site_wide: false,
      token: expect.stringMatching(/^smp_/),
    });
    const put = dynamo.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.Item?.pk).toBe(`TOKEN#${hashSecret(res.json.token)}`);
    expect(JSON.stringify(put)).not.toContain(res.json.token);
  });

  it('get-page.json: a fullpath parameter arrives decoded, and a missing page is 404', async () => {
    const res = await invoke('get-page', 'get-page');
    expect(sample('get-page').pathParameters?.page).toBe('about/team');
    expect(res.statusCode).toBe(404);
    expect(res.json).toMatchObject({ code: 'not_found' });
  });
});
