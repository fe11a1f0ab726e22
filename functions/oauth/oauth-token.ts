import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { tokenRequest } from '../../lib/oauth/token-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { oauthTokenResponseSchema } from '../../lib/oauth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.oauthToken,
  { responses: { 200: oauthTokenResponseSchema } },
  async ({ event }) => ok(await tokenRequest(event), { 'cache-control': 'no-store', pragma: 'no-cache' }),
);
