import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { bodyParams, queryParams } from '../../../lib/oauth/params.js';

const event = (body: string | undefined, type: string, base64 = false) =>
  ({
    headers: { 'content-type': type },
    body: base64 && body ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
    rawQueryString: '',
  }) as unknown as APIGatewayProxyEventV2;

describe('OAuth request parameters', () => {
  it('reads form-encoded bodies, also base64-encoded as API Gateway may send them', () => {
    expect(bodyParams(event('grant_type=password&scope=a+b', 'application/x-www-form-urlencoded'))).toEqual({
      grant_type: 'password',
      scope: 'a b',
    });
    expect(bodyParams(event('a=1&b=%20', 'application/x-www-form-urlencoded; charset=UTF-8', true))).toEqual({
      a: '1',
      b: ' ',
    });
  });

  it('reads JSON bodies with string values', () => {
    expect(bodyParams(event('{"grant_type":"password","scope":["a","b"]}', 'application/json'))).toEqual({
      grant_type: 'password',
      scope: 'a b',
    });
    expect(() => bodyParams(event('{"x":{"y":1}}', 'application/json'))).toThrow(
      expect.objectContaining({ error: 'invalid_request' }),
    );
  });

  it('refuses repeated parameters and other media types with invalid_request', () => {
    expect(() => bodyParams(event('a=1&a=2', 'application/x-www-form-urlencoded'))).toThrow(/repeated/);
    expect(() => bodyParams(event('a', 'text/plain'))).toThrow(expect.objectContaining({ error: 'invalid_request' }));
    expect(() => queryParams({ rawQueryString: 'state=1&state=2' } as APIGatewayProxyEventV2)).toThrow(/repeated/);
  });

  it('treats empty values as absent', () => {
    expect(bodyParams(event('a=&b=2', 'application/x-www-form-urlencoded'))).toEqual({ b: '2' });
  });
});
