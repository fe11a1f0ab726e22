import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { introspectToken } from '../../lib/oauth/introspection.js';
import { ok } from '../../lib/http/responses.js';
import { introspectionSchema } from '../../lib/oauth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.oauthIntrospect,
  { responses: { 200: introspectionSchema } },
  async ({ event }) => ok(await introspectToken(event), { 'cache-control': 'no-store', pragma: 'no-cache' }),
);
