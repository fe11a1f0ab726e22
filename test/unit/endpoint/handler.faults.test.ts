import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { hashSecret } from '../../../lib/auth/tokens.js';
import { keys } from '../../../lib/db/keys.js';
import { logger } from '../../../lib/http/logger.js';
import { handler } from '../../../functions/auth/get-user.js';

const SECRET = `smp_${'x'.repeat(43)}`;
const USER_ID = 'a'.repeat(24);
const tokenItem = {
  ...keys.token(hashSecret(SECRET)),
  id: 'b'.repeat(24),
  kind: 'user',
  userId: USER_ID,
  scopes: ['read_user'],
  master: false,
  hint: 'smp_xxxx',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  sites: {},
};

const event = (): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: 'GET /user',
  rawPath: '/user',
  rawQueryString: '',
  headers: { authorization: `Bearer ${SECRET}`, host: 'api.test' },
  requestContext: {
    http: { method: 'GET', path: '/user', sourceIp: '127.0.0.1' },
  } as APIGatewayProxyEventV2['requestContext'],
  isBase64Encoded: false,
});
const context = () => ({}) as Context;

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { Key: keys.token(hashSecret(SECRET)) }).resolves({ Item: tokenItem });
  // The rate limit's flush (and the first use's last_used_at).
  dynamo.on(UpdateCommand, { Key: keys.token(hashSecret(SECRET)) }).resolves({ Attributes: {} });
});
afterEach(() => vi.restoreAllMocks());

const fault = (name: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name, $metadata: {}, ...extra });

describe('faults from DynamoDB', () => {
  it("answers 503 with Retry-After when DynamoDB keeps throttling after the SDK's retries", async () => {
    dynamo
      .on(GetCommand, { Key: keys.user(USER_ID) })
      .rejects(fault('ProvisionedThroughputExceededException', 'slow down'));
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const res = await handler(event(), context());
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe('1');
    expect(JSON.parse(res.body as string)).toEqual({ code: 'service_unavailable', message: expect.any(String) });
    expect(warn).toHaveBeenCalled();
  });

  it('answers 503 for a timeout', async () => {
    dynamo.on(GetCommand, { Key: keys.user(USER_ID) }).rejects(fault('TimeoutError', 'socket timed out'));
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect((await handler(event(), context())).statusCode).toBe(503);
  });

  it('answers a generic 500 for an unexpected error, logs the cause and leaks neither message nor stack', async () => {
    dynamo
      .on(GetCommand, { Key: keys.user(USER_ID) })
      .rejects(fault('ValidationException', 'secret table layout detail'));
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await handler(event(), context());
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body as string)).toEqual({ code: 'internal_error', message: 'An unexpected error occurred' });
    expect(res.body).not.toContain('secret table layout');
    expect(res.body).not.toContain('at ');
    expect(error).toHaveBeenCalledWith('unexpected error', expect.objectContaining({ error: expect.any(Error) }));
  });

  it('answers 503 when the authentication GetItem itself is throttled', async () => {
    dynamo
      .on(GetCommand, { Key: keys.token(hashSecret(SECRET)) })
      .rejects(fault('ThrottlingException', 'rate exceeded'));
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const res = await handler(event(), context());
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['x-oauth-scopes']).toBeUndefined();
  });

  it('still reports the granted scopes on an error response', async () => {
    dynamo.on(GetCommand, { Key: keys.user(USER_ID) }).rejects(fault('InternalServerError', 'oops'));
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const res = await handler(event(), context());
    expect(res.headers?.['x-oauth-scopes']).toBe('read_user');
  });
});
