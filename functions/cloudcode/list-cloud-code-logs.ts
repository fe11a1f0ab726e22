import { listInvocationLogs } from '../../lib/cloudcode/logs.js';
import { invocationLogListSchema } from '../../lib/cloudcode/response-schemas.js';
import { logQuerySchema } from '../../lib/cloudcode/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import * as route from './routes.js';

// Newest first, kept 7 days; filters: name, trigger, status, since.
export const handler = defineHandler(
  route.listCloudCodeLogs,
  { responses: { 200: invocationLogListSchema }, query: logQuerySchema },
  async ({ event, principal, query }) =>
    listResponse(event, await listInvocationLogs(principal.site!.id, query, query), (log) => log),
);
