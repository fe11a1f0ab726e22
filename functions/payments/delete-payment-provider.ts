import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { noContent } from '../../lib/http/responses.js';
import { providerParamsSchema } from '../../lib/payments/provider-schemas.js';
import { deleteProvider } from '../../lib/payments/providers.js';
import * as route from './routes.js';

/** Removes a provider's settings; its payments stay readable, new ones through it are refused. */
export const handler = defineHandler(
  route.deletePaymentProvider,
  { responses: { 204: null }, params: providerParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteProvider(principal.site!.id, params.provider))) throw notFound('Payment provider');
    return noContent();
  },
);
