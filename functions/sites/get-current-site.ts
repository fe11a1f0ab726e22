import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { presentSite } from '../../lib/sites/present.js';
import { currentSiteSchema } from '../../lib/sites/response-schemas.js';
import { getSiteWithStorage, siteWithStoragePrefetch } from '../../lib/uploads/storage.js';
import * as route from './routes.js';

/** The site the request resolved to (bound to a site token, or named by X-Service-Site), with its storage in use: one BatchGetItem with the token. */
export const handler = defineHandler(
  route.getCurrentSite,
  { prefetch: siteWithStoragePrefetch, responses: { 200: currentSiteSchema } },
  async ({ event, principal }) => {
    const found = await getSiteWithStorage(principal.site!.id);
    if (!found) throw notFound('Site');
    return ok({ ...presentSite(found.site, baseUrl(event), principal.site?.role), storage_bytes: found.storageBytes });
  },
);
