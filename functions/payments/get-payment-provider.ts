import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { presentProvider } from '../../lib/payments/provider-present.js';
import { providerSchema } from '../../lib/payments/provider-response-schemas.js';
import { providerParamsSchema } from '../../lib/payments/provider-schemas.js';
import { getProvider } from '../../lib/payments/providers.js';
import * as route from './routes.js';

/** One provider's settings, secrets shown as `…last 4`. */
export const handler = defineHandler(
  route.getPaymentProvider,
  { responses: { 200: providerSchema }, params: providerParamsSchema },
  async ({ event, principal, params }) => {
    const siteId = principal.site!.id;
    const settings = await getProvider(siteId, params.provider);
    if (!settings) throw notFound('Payment provider');
    return ok(presentProvider(settings, baseUrl(event), siteId));
  },
);
