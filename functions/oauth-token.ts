import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { tokenRequest } from '../lib/oauth/token-endpoint.js';
import { ok } from '../lib/http/responses.js';
import { oauthTokenResponseSchema } from '../lib/oauth/oauth-response-schemas.js';

export const handler = defineOAuthHandler('oauth-token', { responses: { 200: oauthTokenResponseSchema } }, async ({ event }) =>
  ok(await tokenRequest(event), { 'cache-control': 'no-store', pragma: 'no-cache' }));
