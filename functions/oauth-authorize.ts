import { startAuthorization } from '../lib/oauth/authorize.js';
import { defineOAuthHandler } from '../lib/oauth/handler.js';

export const handler = defineOAuthHandler('oauth-authorize', { format: 'html' }, async ({ event }) => startAuthorization(event));
