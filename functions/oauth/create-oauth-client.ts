import { createClient } from '../../lib/oauth/clients.js';
import { presentClient } from '../../lib/oauth/present.js';
import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { createClientSchema } from '../../lib/oauth/schemas.js';
import { requireUserToken } from '../../lib/auth/require-user.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { forbidden } from '../../lib/http/errors.js';
import { created } from '../../lib/http/responses.js';
import { oauthClientSchema } from '../../lib/oauth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.createOauthClient,
  { responses: { 201: oauthClientSchema }, body: createClientSchema, validationError: 'invalid_client_metadata' },
  async ({ event, principal, body }) => {
    const ownerId = requireUserToken(principal);
    // Marking a client first party lets it collect passwords: that takes a master (sign-in) token.
    if (body.first_party && !principal.token.master)
      throw forbidden('master_required', 'Only a master token can register a first-party client');
    const { client, secret } = await createClient(body, ownerId);
    const base = baseUrl(event);
    return created(presentClient(client, base, secret), `${base}/oauth2/clients/${client.client_id}`, {
      'cache-control': 'no-store',
    });
  },
);
