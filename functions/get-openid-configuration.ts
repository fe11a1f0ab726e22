import { issuerOf } from '../lib/oauth/authorize.js';
import { discoveryDocument } from '../lib/oauth/discovery.js';
import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { ok } from '../lib/http/responses.js';

export const handler = defineOAuthHandler('get-openid-configuration', {}, async ({ event }) =>
  ok(discoveryDocument(issuerOf(event)), { 'cache-control': 'public, max-age=3600' }));
