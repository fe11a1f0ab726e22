import { baseUrl } from '../lib/http/base-url.js';
import { notFound } from '../lib/http/errors.js';
import { defineHandler } from '../lib/endpoint/handler.js';
import { ok } from '../lib/http/responses.js';
import { currentSitePrefetch, getSite, presentSite } from '../lib/sites/sites.js';
import { siteSchema } from '../lib/sites/site-response-schemas.js';
import * as route from './routes.js';

/** The site the request resolved to (bound to a site token, or named by X-Service-Site). */
export const handler = defineHandler(route.getCurrentSite, { prefetch: currentSitePrefetch, responses: { 200: siteSchema } }, async ({ event, principal }) => {
  const site = await getSite(principal.site!.id);
  if (!site) throw notFound('Site');
  return ok(presentSite(site, baseUrl(event), principal.site?.role));
});
