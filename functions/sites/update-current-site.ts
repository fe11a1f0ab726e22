import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { scheduleOrderExpiry } from '../../lib/orders/order-expiry-schedule.js';
import { updateSiteSchema } from '../../lib/sites/schemas.js';
import { updateSiteSettings } from '../../lib/sites/sites.js';
import { spreadVersionPin } from '../../lib/sites/api-version-pin.js';
import { presentSite } from '../../lib/sites/present.js';
import { siteSchema } from '../../lib/sites/response-schemas.js';
import * as route from './routes.js';

/**
 * Changes the settings of the site the request resolved to (currency, confirmation, the API version
 * pin, unpaid orders' expiry); a new pin is then copied to the tokens that reach the site
 * (lib/sites/api-version-pin.ts). Asking for the pin the request's own token already carries
 * copies nothing: every token and membership got it in the same writes as this one's.
 */
export const handler = defineHandler(
  route.updateCurrentSite,
  { responses: { 200: siteSchema }, body: updateSiteSchema },
  async ({ event, principal, body }) => {
    const site = await updateSiteSettings(principal.site!.id, body);
    const pinChanged = body.api_version !== undefined && body.api_version !== (principal.site?.apiVersion ?? null);
    if (pinChanged) await spreadVersionPin(site.id, body.api_version ?? null);
    // The sweep that expires unpaid orders runs on a schedule of the site's own, started or stopped with the setting.
    if (body.unpaid_order_ttl_hours !== undefined) await scheduleOrderExpiry(site.id, body.unpaid_order_ttl_hours);
    return ok(presentSite(site, baseUrl(event), principal.site?.role));
  },
);
