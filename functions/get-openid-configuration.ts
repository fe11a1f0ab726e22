import { issuerOf } from '../lib/oauth/authorize.js';
import { discoveryDocument } from '../lib/oauth/discovery.js';
import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { ok } from '../lib/http/responses.js';
import { openIdConfigurationSchema } from '../lib/oauth/oauth-response-schemas.js';

export const handler = defineOAuthHandler('get-openid-configuration', { responses: { 200: openIdConfigurationSchema } }, async ({ event }) =>
  ok(discoveryDocument(issuerOf(event)), { 'cache-control': 'public, max-age=3600' }));
