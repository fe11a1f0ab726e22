import { startAuthorization } from '../../lib/oauth/authorize.js';
import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { htmlPageSchema } from '../../lib/http/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.oauthAuthorize,
  { responses: { 200: htmlPageSchema, 302: null }, format: 'html' },
  async ({ event }) => startAuthorization(event),
);
