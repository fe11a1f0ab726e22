import { requireUserToken } from '../../lib/auth/require-user.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { createSiteSchema } from '../../lib/sites/schemas.js';
import { createSite } from '../../lib/sites/sites.js';
import { presentSite } from '../../lib/sites/present.js';
import { siteSchema } from '../../lib/sites/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createSite,
  { responses: { 201: siteSchema }, body: createSiteSchema },
  async ({ event, principal, body }) => {
    const site = await createSite(body, requireUserToken(principal));
    const base = baseUrl(event);
    return created(presentSite(site, base, 'owner'), `${base}/sites/${site.id}`);
  },
);
