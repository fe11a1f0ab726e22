import { listUserClients } from '../../lib/oauth/clients.js';
import { presentClient } from '../../lib/oauth/present.js';
import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { requireUserToken } from '../../lib/auth/require-user.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import { oauthClientListSchema } from '../../lib/oauth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.listOauthClients,
  { responses: { 200: oauthClientListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const page = await listUserClients(requireUserToken(principal), query);
    const base = baseUrl(event);
    return listResponse(event, page, (client) => presentClient(client, base));
  },
);
