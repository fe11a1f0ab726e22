import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { tokenRequest } from '../lib/oauth/token-endpoint.js';
import { ok } from '../lib/http/responses.js';

export const handler = defineOAuthHandler('oauth-token', {}, async ({ event }) =>
  ok(await tokenRequest(event), { 'cache-control': 'no-store', pragma: 'no-cache' }));
