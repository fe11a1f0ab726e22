import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { accessibleSite } from '../../lib/sites/access.js';
import { siteParamsSchema } from '../../lib/sites/schemas.js';
import { getSite, sitePrefetch } from '../../lib/sites/sites.js';
import { presentSite } from '../../lib/sites/present.js';
import { siteSchema } from '../../lib/sites/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getSite,
  { prefetch: sitePrefetch, responses: { 200: siteSchema }, params: siteParamsSchema },
  async ({ event, principal, params }) => {
    const access = accessibleSite(principal, params.site);
    const site = await getSite(access.id);
    if (!site) throw notFound('Site');
    return ok(presentSite(site, baseUrl(event), access.role));
  },
);
