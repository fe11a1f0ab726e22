import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { updateSiteSchema } from '../../lib/sites/schemas.js';
import { updateSiteSettings } from '../../lib/sites/sites.js';
import { spreadVersionPin } from '../../lib/sites/api-version-pin.js';
import { presentSite } from '../../lib/sites/present.js';
import { siteSchema } from '../../lib/sites/response-schemas.js';
import * as route from './routes.js';

/**
 * Changes the settings of the site the request resolved to (currency, confirmation, the API version
 * pin); a new pin is then copied to the tokens that reach the site (lib/sites/api-version-pin.ts).
 */
export const handler = defineHandler(
  route.updateCurrentSite,
  { responses: { 200: siteSchema }, body: updateSiteSchema },
  async ({ event, principal, body }) => {
    const site = await updateSiteSettings(principal.site!.id, body);
    if (body.api_version !== undefined) await spreadVersionPin(site.id, body.api_version);
    return ok(presentSite(site, baseUrl(event), principal.site?.role));
  },
);
