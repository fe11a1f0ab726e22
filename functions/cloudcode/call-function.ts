import { currentCustomer } from '../../lib/cloudcode/customer.js';
import { apiBaseUrl, callFunction } from '../../lib/cloudcode/invoke.js';
import { functionResultSchema } from '../../lib/cloudcode/response-schemas.js';
import { codeNameParamsSchema, paramsBodySchema } from '../../lib/cloudcode/schemas.js';
import { requestDepth, checkInputSize } from '../../lib/cloudcode/request.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

// JSON params in, the function's JSON out; the customer of a Session-Token is `req.customer`.
export const handler = defineHandler(
  route.callFunction,
  {
    responses: { 200: functionResultSchema },
    params: codeNameParamsSchema,
    body: paramsBodySchema,
    optionalBody: true,
    headers: {
      'session-token': { description: 'A customer session: the function receives its customer as req.customer' },
    },
  },
  async ({ event, principal, params, body }) => {
    checkInputSize(body);
    const result = await callFunction({
      siteId: principal.site!.id,
      name: params.name,
      params: body ?? {},
      customer: currentCustomer(principal, event),
      depth: requestDepth(event),
      apiBase: apiBaseUrl(baseUrl(event)),
    });
    return ok(result);
  },
);
