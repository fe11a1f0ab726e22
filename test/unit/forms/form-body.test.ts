import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { bodyKindOf, formBody } from '../../../lib/forms/form-body.js';
import { toApiError } from '../../../lib/http/middleware/error-handler.js';

const event = (contentType: string, body: string | Buffer, base64 = false, headers: Record<string, string> = {}) =>
  ({
    headers: { 'content-type': contentType, ...headers },
    body: Buffer.isBuffer(body) ? body.toString('base64') : base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: Buffer.isBuffer(body) || base64,
  }) as unknown as APIGatewayProxyEventV2;

const parse = async (e: APIGatewayProxyEventV2, options = {}) => {
  await formBody(options).before?.({ event: e } as never);
  return e.body as unknown as Record<string, unknown>;
};
const refusal = async (e: APIGatewayProxyEventV2, options = {}) => {
  // As the error handler answers them (middy's JSON parser throws its own errors).
  try {
    await parse(e, options);
  } catch (error) {
    const api = toApiError(error, { error: () => undefined, warn: () => undefined });
    return [api.status, api.code];
  }
  return undefined;
};

describe('formBody', () => {
  it('reads JSON, url-encoded (plain or base64, as API Gateway passes it) and multipart bodies, flat', async () => {
    const json = event('application/json', '{"name":"Ann","guests":2}');
    expect(await parse(json)).toEqual({ name: 'Ann', guests: 2 });
    expect(bodyKindOf(json)).toBe('json');
    const form = event('application/x-www-form-urlencoded; charset=utf-8', 'name=Ann+Lee&note=caf%C3%A9', true);
    expect(await parse(form)).toEqual({ name: 'Ann Lee', note: 'café' });
    expect(bodyKindOf(form)).toBe('form');
    const data = new FormData();
    data.set('name', 'Ann');
    data.set('message', 'line 1\r\nline 2');
    const response = new Response(data);
    const multipart = event(response.headers.get('content-type') as string, Buffer.from(await response.arrayBuffer()));
    expect(await parse(multipart)).toEqual({ name: 'Ann', message: 'line 1\r\nline 2' });
  });
  it('keeps __proto__ and constructor as plain fields: nothing is polluted', async () => {
    const parsed = await parse(
      event('application/x-www-form-urlencoded', '__proto__[polluted]=1&__proto__=x&constructor=y'),
    );
    expect(Object.keys(parsed).sort()).toEqual(['__proto__', '__proto__[polluted]', 'constructor']);
    const json = await parse(event('application/json', '{"__proto__":{"polluted":true}}'));
    expect(Object.keys(json)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('refuses other types (415), bodies too large (413), unreadable or empty ones (400), repeated fields and files (422)', async () => {
    expect(await refusal(event('text/plain', 'name=Ann'))).toEqual([415, 'unsupported_media_type']);
    expect(await refusal(event('', 'name=Ann'))).toEqual([415, 'unsupported_media_type']);
    expect(
      await refusal(event('application/x-www-form-urlencoded', `name=${'x'.repeat(300)}`), { maxBytes: 100 }),
    ).toEqual([413, 'payload_too_large']);
    expect(
      await refusal(event('application/json', JSON.stringify({ name: 'x'.repeat(300) })), { maxBytes: 100 }),
    ).toEqual([413, 'payload_too_large']);
    expect(await refusal(event('application/x-www-form-urlencoded', 'a=1&b=2&c=3'), { maxFields: 2 })).toEqual([
      413,
      'payload_too_large',
    ]);
    expect(await refusal(event('application/x-www-form-urlencoded', ''))).toEqual([400, 'body_required']);
    expect(await refusal(event('multipart/form-data; boundary=x', 'garbage'))).toEqual([400, 'malformed_body']);
    expect(await refusal(event('application/json', '{"a":'))).toEqual([400, 'malformed_json']);
    expect(await refusal(event('application/json', '[1,2]'))).toEqual([422, 'validation_failed']);
    expect(await refusal(event('application/x-www-form-urlencoded', 'a=1&a=2'))).toEqual([422, 'validation_failed']);
    const withFile = new FormData();
    withFile.set('cv', new Blob(['%PDF']), 'cv.pdf');
    const response = new Response(withFile);
    expect(
      await refusal(event(response.headers.get('content-type') as string, Buffer.from(await response.arrayBuffer()))),
    ).toEqual([422, 'validation_failed']);
  });
});
