import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { suppressionListSchema } from '../../lib/mail/response-schemas.js';
import { listSuppressions, presentSuppression } from '../../lib/mail/suppressions.js';
import * as route from './routes.js';

/** The addresses the site's mail no longer goes to (hard bounces and complaints reported by SES). */
export const handler = defineHandler(
  route.listMailSuppressions,
  { responses: { 200: suppressionListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) =>
    listResponse(event, await listSuppressions(principal.site!.id, query), presentSuppression),
);
