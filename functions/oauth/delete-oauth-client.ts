import { deleteClient } from '../../lib/oauth/clients.js';
import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { clientParamsSchema } from '../../lib/oauth/schemas.js';
import { requireUserToken } from '../../lib/auth/require-user.js';
import { notFound } from '../../lib/http/errors.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.deleteOauthClient,
  { responses: { 204: null }, params: clientParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteClient(requireUserToken(principal), params.client_id))) throw notFound('Client');
    return noContent();
  },
);
