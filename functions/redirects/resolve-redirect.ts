import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { resolveRedirect } from '../../lib/redirects/redirects.js';
import { resolutionSchema } from '../../lib/redirects/response-schemas.js';
import { resolveQuerySchema } from '../../lib/redirects/schemas.js';
import * as route from './routes.js';

/** Where a path leads: one GetItem per redirect followed. */
export const handler = defineHandler(
  route.resolveRedirect,
  { responses: { 200: resolutionSchema }, query: resolveQuerySchema },
  async ({ principal, query }) => {
    const resolution = await resolveRedirect(principal.site!.id, query.path);
    if (!resolution) throw notFound('Redirect');
    return ok(resolution);
  },
);
