import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../lib/auth/principal.js';
import { formBody } from '../../../lib/forms/form-body.js';
import { formAccessToken, requireFormTokenPublic } from '../../../lib/forms/form-access-token.js';

const event = (contentType: string, body: string, headers: Record<string, string> = {}) =>
  ({
    headers: { 'content-type': contentType, ...headers },
    body,
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;
const parse = async (e: APIGatewayProxyEventV2) => {
  await formBody().before?.({ event: e } as never);
};

describe('formAccessToken', () => {
  const principal = (scopes: string[]) => ({ granted: scopes }) as unknown as Principal;
  it('lifts access_token into the Authorization header and then accepts only a public-only token', async () => {
    const e = event('application/x-www-form-urlencoded', 'name=Ann&access_token=sms_abcdefghijklmnopqrstuvwxyz');
    await parse(e);
    await formAccessToken().before?.({ event: e } as never);
    expect(e.headers.authorization).toBe('Bearer sms_abcdefghijklmnopqrstuvwxyz');
    expect(e.body as unknown).toEqual({ name: 'Ann' });
    expect(() => requireFormTokenPublic(e, principal(['public']))).not.toThrow();
    expect(() => requireFormTokenPublic(e, principal(['public', 'write_channels']))).toThrow(
      expect.objectContaining({ status: 403, code: 'access_token_not_public' }),
    );
    // A token in the header was never in a page: any scope goes.
    const header = event('application/json', '{"name":"Ann"}', { authorization: 'Bearer sms_x' });
    await parse(header);
    await formAccessToken().before?.({ event: header } as never);
    expect(() => requireFormTokenPublic(header, principal(['public', 'write_channels']))).not.toThrow();
  });
  it('refuses a token sent both ways (RFC 6750: one method per request)', async () => {
    const e = event('application/x-www-form-urlencoded', 'access_token=sms_abc', { authorization: 'Bearer sms_x' });
    await parse(e);
    await expect(formAccessToken().before?.({ event: e } as never)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
    });
  });
});
