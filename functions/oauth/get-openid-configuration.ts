import { issuerOf } from '../../lib/oauth/authorize.js';
import { discoveryDocument } from '../../lib/oauth/discovery.js';
import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { ok } from '../../lib/http/responses.js';
import { openIdConfigurationSchema } from '../../lib/oauth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.getOpenidConfiguration,
  { responses: { 200: openIdConfigurationSchema } },
  async ({ event }) => ok(discoveryDocument(issuerOf(event)), { 'cache-control': 'public, max-age=3600' }),
);
