import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { presentRedirect } from '../../lib/redirects/present.js';
import { getRedirect } from '../../lib/redirects/redirects.js';
import { redirectSchema } from '../../lib/redirects/response-schemas.js';
import { redirectParamsSchema } from '../../lib/redirects/schemas.js';
import * as route from './routes.js';

/** A redirect by id: one Query on its index. */
export const handler = defineHandler(
  route.getRedirect,
  { responses: { 200: redirectSchema }, params: redirectParamsSchema },
  async ({ event, principal, params }) => {
    const redirect = await getRedirect(principal.site!.id, params.redirect);
    if (!redirect) throw notFound('Redirect');
    return ok(presentRedirect(redirect, baseUrl(event)));
  },
);
