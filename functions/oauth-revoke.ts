import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { revokeToken } from '../lib/oauth/revocation.js';
import { json } from '../lib/http/responses.js';

export const handler = defineOAuthHandler('oauth-revoke', {}, async ({ event }) => {
  await revokeToken(event);
  return json(200, {}, { 'cache-control': 'no-store' });
});
