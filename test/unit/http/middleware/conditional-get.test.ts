import { describe, expect, it } from 'vitest';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import {
  bodyEtag,
  conditionalGet,
  ifNoneMatchSatisfied,
  variantEtag,
} from '../../../../lib/http/middleware/conditional-get.js';
import { json, type HttpResult } from '../../../../lib/http/responses.js';

describe('ifNoneMatchSatisfied', () => {
  const tag = '"abc"';
  it('matches the same tag, its weak form, any tag of a list and *', () => {
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', ' "x" ,W/"abc" ', '*'])
      expect(ifNoneMatchSatisfied(header, tag), header).toBe(true);
    expect(ifNoneMatchSatisfied('"abc"', 'W/"abc"')).toBe(true);
  });
  it('does not match another tag, a part of one, or nothing', () => {
    for (const header of ['"abd"', 'abc', '"ab"', '', '"abc', 'W/"abcd"'])
      expect(ifNoneMatchSatisfied(header, tag), header).toBe(false);
  });
});

describe('bodyEtag', () => {
  it('is a strong tag of the exact body: the same body the same tag, any change another', () => {
    expect(bodyEtag('{"a":1}')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(bodyEtag('{"a":1}')).toBe(bodyEtag('{"a":1}'));
    expect(bodyEtag('{"a":1}')).not.toBe(bodyEtag('{"a":2}'));
    expect(bodyEtag('{"a":1}')).not.toBe(bodyEtag('{"a": 1}'));
  });
});

describe('variantEtag', () => {
  it('suffixes the opaque tag, keeping a weak tag weak', () => {
    expect(variantEtag('"abc"', '2026-11-22')).toBe('"abc-2026-11-22"');
    expect(variantEtag('W/"abc"', '2026-11-22')).toBe('W/"abc-2026-11-22"');
    expect(ifNoneMatchSatisfied('"abc"', variantEtag('"abc"', '2026-11-22'))).toBe(false);
  });
});

describe('conditionalGet', () => {
  let calls = 0;
  const handler = middy<APIGatewayProxyEventV2, HttpResult>()
    .use(conditionalGet())
    .handler(async (event) => {
      calls += 1;
      if (event.rawPath === '/missing') return json(404, { code: 'not_found', message: 'no' });
      return json(200, { id: 'x' }, event.rawPath === '/page' ? { etag: '"v7"' } : {});
    });
  const call = (path: string, headers: Record<string, string> = {}) =>
    handler({ rawPath: path, headers } as unknown as APIGatewayProxyEventV2, {} as Context) as Promise<HttpResult>;

  it("adds a strong ETag, Cache-Control and Vary to a 200, keeping a handler's own tag", async () => {
    const plain = await call('/thing');
    expect(plain.headers).toMatchObject({
      etag: bodyEtag('{"id":"x"}'),
      'cache-control': 'private, no-cache',
      vary: 'Authorization, X-Service-Site, Session-Token, X-Service-Version',
    });
    expect((await call('/page')).headers.etag).toBe('"v7"');
  });

  it("answers a matching If-None-Match with 304, the same headers but the body's, and no body, after running the handler", async () => {
    const before = calls;
    const res = await call('/page', { 'if-none-match': 'W/"v7"' });
    expect(res).toEqual({
      statusCode: 304,
      headers: {
        etag: '"v7"',
        'cache-control': 'private, no-cache',
        vary: 'Authorization, X-Service-Site, Session-Token, X-Service-Version',
      },
      body: '',
    });
    expect(calls).toBe(before + 1);
    expect((await call('/page', { 'if-none-match': '"v6"' })).statusCode).toBe(200);
  });

  it('leaves errors alone', async () => {
    const res = await call('/missing', { 'if-none-match': '*' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
