import { continueAuthorization } from '../lib/oauth/authorize.js';
import { defineOAuthHandler } from '../lib/oauth/handler.js';

export const handler = defineOAuthHandler('oauth-authorize-form', { format: 'html' }, async ({ event }) => continueAuthorization(event));
