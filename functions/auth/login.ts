import { login } from '../../lib/auth/login.js';
import { presentUser } from '../../lib/auth/present.js';
import { loginSchema } from '../../lib/auth/schemas.js';
import { badRequest } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { basicCredentials } from '../../lib/http/basic-auth.js';
import { loginResponseSchema } from '../../lib/auth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.login,
  { responses: { 201: loginResponseSchema }, body: loginSchema, optionalBody: true },
  async ({ event, body }) => {
    const credentials =
      basicCredentials(event.headers.authorization) ??
      (body?.email !== undefined && body.password !== undefined
        ? { username: body.email, password: body.password }
        : undefined);
    if (!credentials)
      throw badRequest(
        'credentials_required',
        'Send Authorization: Basic base64(email:password) or a JSON body with email and password',
      );
    const { user, record, secret } = await login({
      email: credentials.username,
      password: credentials.password,
      address: event.requestContext.http.sourceIp,
      description: body?.description,
      expiresIn: body?.expires_in,
    });
    // The lifetime granted, measured from the token's own creation time: the time the write took
    // must not shave a second off what the caller asked for.
    const expiresIn = (Date.parse(record.expiresAt as string) - Date.parse(record.createdAt)) / 1000;
    return created(
      {
        token: secret,
        access_token: secret,
        token_type: 'bearer',
        expires_in: expiresIn,
        expired_at: record.expiresAt,
        scopes: record.scopes,
        user: presentUser(user),
      },
      `${baseUrl(event)}/tokens/${record.id}`,
      { 'cache-control': 'no-store' },
    );
  },
);
