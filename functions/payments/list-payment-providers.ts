import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { presentProvider } from '../../lib/payments/provider-present.js';
import { providerListSchema } from '../../lib/payments/provider-response-schemas.js';
import { listProviders } from '../../lib/payments/providers.js';
import * as route from './routes.js';

/** The providers the site has set up (at most four: one Query). */
export const handler = defineHandler(
  route.listPaymentProviders,
  { responses: { 200: providerListSchema } },
  async ({ event, principal }) => {
    const siteId = principal.site!.id;
    return ok((await listProviders(siteId)).map((settings) => presentProvider(settings, baseUrl(event), siteId)));
  },
);
