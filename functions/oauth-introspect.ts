import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { introspectToken } from '../lib/oauth/introspection.js';
import { ok } from '../lib/http/responses.js';

export const handler = defineOAuthHandler('oauth-introspect', {}, async ({ event }) =>
  ok(await introspectToken(event), { 'cache-control': 'no-store', pragma: 'no-cache' }));
