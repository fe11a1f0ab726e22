import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created } from '../../lib/http/responses.js';
import { presentRedirect } from '../../lib/redirects/present.js';
import { createRedirect } from '../../lib/redirects/redirects.js';
import { redirectSchema } from '../../lib/redirects/response-schemas.js';
import { createRedirectSchema } from '../../lib/redirects/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createRedirect,
  { responses: { 201: redirectSchema }, body: createRedirectSchema },
  async ({ event, principal, body }) => {
    const shown = presentRedirect(await createRedirect(principal.site!.id, body), baseUrl(event));
    return created(shown, shown.url);
  },
);
