import { continueAuthorization } from '../../lib/oauth/authorize.js';
import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { htmlPageSchema } from '../../lib/http/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.oauthAuthorizeForm,
  { responses: { 200: htmlPageSchema, 303: null }, format: 'html' },
  async ({ event }) => continueAuthorization(event),
);
