import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { json } from '../../lib/http/responses.js';
import { presentProvider } from '../../lib/payments/provider-present.js';
import { providerSchema } from '../../lib/payments/provider-response-schemas.js';
import { providerParamsSchema, putProviderSchema } from '../../lib/payments/provider-schemas.js';
import { putProvider } from '../../lib/payments/providers.js';
import * as route from './routes.js';

/** Sets a provider up (201) or changes its settings (200). */
export const handler = defineHandler(
  route.putPaymentProvider,
  { responses: { 200: providerSchema, 201: providerSchema }, params: providerParamsSchema, body: putProviderSchema },
  async ({ event, principal, params, body }) => {
    const siteId = principal.site!.id;
    const { settings, created } = await putProvider(siteId, params.provider, body);
    return json(created ? 201 : 200, presentProvider(settings, baseUrl(event), siteId));
  },
);
