import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { signingKeys } from '../../lib/oauth/signing-keys.js';
import { json } from '../../lib/http/responses.js';
import { jwksSchema } from '../../lib/oauth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(route.getOauthJwks, { responses: { 200: jwksSchema } }, async () => {
  const { jwks } = await signingKeys();
  return json(200, jwks, { 'content-type': 'application/jwk-set+json', 'cache-control': 'public, max-age=600' });
});
