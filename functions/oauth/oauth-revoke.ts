import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { revokeToken } from '../../lib/oauth/revocation.js';
import { json } from '../../lib/http/responses.js';
import { emptyObjectSchema } from '../../lib/oauth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.oauthRevoke,
  { responses: { 200: emptyObjectSchema } },
  async ({ event }) => {
    await revokeToken(event);
    return json(200, {}, { 'cache-control': 'no-store' });
  },
);
