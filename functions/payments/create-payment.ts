import { actorOf } from '../../lib/orders/history.js';
import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created } from '../../lib/http/responses.js';
import { createPayment } from '../../lib/payments/payments.js';
import { presentPayment } from '../../lib/payments/present.js';
import { paymentSchema } from '../../lib/payments/response-schemas.js';
import { createPaymentSchema, orderPaymentParamsSchema } from '../../lib/payments/schemas.js';
import * as route from './routes.js';

/** Starts paying what an order owes, through one provider. */
export const handler = defineHandler(
  route.createPayment,
  { responses: { 201: paymentSchema }, params: orderPaymentParamsSchema, body: createPaymentSchema },
  async ({ event, principal, params, body }) => {
    const base = baseUrl(event);
    const customerId = await currentCustomerId(principal, event);
    const { payment, clientSecret } = await createPayment(principal.site!.id, params.order, body, {
      customerId,
      base,
      actor: actorOf(principal, customerId),
    });
    const shown = presentPayment(payment, base, clientSecret ?? null);
    return created(shown, shown.url);
  },
);
