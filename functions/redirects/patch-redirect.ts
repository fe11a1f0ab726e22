import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { presentRedirect } from '../../lib/redirects/present.js';
import { updateRedirect } from '../../lib/redirects/redirects.js';
import { redirectSchema } from '../../lib/redirects/response-schemas.js';
import { redirectParamsSchema, updateRedirectSchema } from '../../lib/redirects/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.patchRedirect,
  { responses: { 200: redirectSchema }, params: redirectParamsSchema, body: updateRedirectSchema },
  async ({ event, principal, params, body }) =>
    ok(presentRedirect(await updateRedirect(principal.site!.id, params.redirect, body), baseUrl(event))),
);
