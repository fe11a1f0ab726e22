import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { noContent } from '../../lib/http/responses.js';
import { deleteRedirect } from '../../lib/redirects/redirects.js';
import { redirectParamsSchema } from '../../lib/redirects/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteRedirect,
  { responses: { 204: null }, params: redirectParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteRedirect(principal.site!.id, params.redirect))) throw notFound('Redirect');
    return noContent();
  },
);
