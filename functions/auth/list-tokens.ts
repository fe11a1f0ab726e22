import { presentToken } from '../../lib/auth/present.js';
import { requireUserToken } from '../../lib/auth/require-user.js';
import { listUserTokens } from '../../lib/auth/tokens.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { tokenListSchema } from '../../lib/auth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listTokens,
  { responses: { 200: tokenListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const page = await listUserTokens(requireUserToken(principal), query);
    const base = baseUrl(event);
    return listResponse(event, page, (record) => presentToken(record, base));
  },
);
