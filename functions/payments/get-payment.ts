import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { paymentKeys } from '../../lib/payments/keys.js';
import { getPayment } from '../../lib/payments/payment-queries.js';
import { presentPayment } from '../../lib/payments/present.js';
import { paymentSchema } from '../../lib/payments/response-schemas.js';
import { paymentParamsSchema } from '../../lib/payments/schemas.js';
import * as route from './routes.js';

/** One payment with its ledger; a customer session sees only its own. */
export const handler = defineHandler(
  route.getPayment,
  {
    prefetch: prefetchById('payment', paymentKeys.payment),
    responses: { 200: paymentSchema },
    params: paymentParamsSchema,
  },
  async ({ event, principal, params }) => {
    const customerId = await currentCustomerId(principal, event);
    return ok(presentPayment(await getPayment(principal.site!.id, params.payment, customerId), baseUrl(event)));
  },
);
