import { continueAuthorization } from '../lib/oauth/authorize.js';
import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { htmlPageSchema } from '../lib/http/response-schemas.js';

export const handler = defineOAuthHandler('oauth-authorize-form', { responses: { 200: htmlPageSchema, 303: null }, format: 'html' }, async ({ event }) => continueAuthorization(event));
