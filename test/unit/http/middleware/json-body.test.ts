import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../../lib/http/middleware/error-handler.js';
import { jsonBody } from '../../../../lib/http/middleware/json-body.js';

const run = async (event: Partial<APIGatewayProxyEventV2>, options?: Parameters<typeof jsonBody>[0]) => {
  const request = {
    event: { headers: { 'content-type': 'application/json' }, isBase64Encoded: false, ...event },
    context: {},
  } as { event: APIGatewayProxyEventV2 };
  try {
    await jsonBody(options).before?.(request as never);
    return { body: request.event.body as unknown };
  } catch (error) {
    return { error: error as { status?: number; statusCode?: number; code?: string; message: string } };
  }
};

describe('jsonBody', () => {
  it('parses a JSON body into the event', async () => {
    expect(await run({ body: '{"title":"Hi","n":[1,2]}' })).toEqual({ body: { title: 'Hi', n: [1, 2] } });
  });

  it('parses a base64-encoded JSON body, as API Gateway passes one it treats as binary', async () => {
    expect(await run({ body: Buffer.from('{"a":1}').toString('base64'), isBase64Encoded: true })).toEqual({
      body: { a: 1 },
    });
  });

  it('refuses a body over the limit with 413 before parsing it', async () => {
    const { error } = await run({ body: `{"x":"${'a'.repeat(200)}"}` }, { maxBytes: 100 });
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('refuses a missing body with 400 body_required, or passes undefined when the body is optional', async () => {
    expect((await run({ body: undefined })).error).toMatchObject({ status: 400, code: 'body_required' });
    expect(await run({ body: '' }, { required: false })).toEqual({ body: '' });
    expect(await run({ body: undefined }, { required: false })).toEqual({ body: undefined });
  });

  it('leaves malformed JSON and non-JSON media types to the parser, whose errors the error handler answers 400 and 415', async () => {
    const quiet = { error: () => undefined, warn: () => undefined };
    const malformed = (await run({ body: '{"a":' })).error;
    expect(toApiError(malformed, quiet)).toMatchObject({ status: 400, code: 'malformed_json' });
    const form = (await run({ body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).error;
    expect(toApiError(form, quiet)).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });
});
