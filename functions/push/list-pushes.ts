import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import { pushListSchema } from '../../lib/push/response-schemas.js';
import { listPushes, presentPush } from '../../lib/push/pushes.js';
import * as route from './routes.js';

/** The site's sends, newest first. */
export const handler = defineHandler(
  route.listPushes,
  { responses: { 200: pushListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(event, await listPushes(principal.site!.id, query), (push) => presentPush(push, base));
  },
);
