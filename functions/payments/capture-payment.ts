import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { actorOf } from '../../lib/orders/history.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { capturePayment } from '../../lib/payments/capture.js';
import { presentPayment } from '../../lib/payments/present.js';
import { paymentSchema } from '../../lib/payments/response-schemas.js';
import { capturePaymentSchema, paymentParamsSchema } from '../../lib/payments/schemas.js';
import * as route from './routes.js';

/** Captures all or part of an authorized payment; the rest of the authorization is released. */
export const handler = defineHandler(
  route.capturePayment,
  { responses: { 200: paymentSchema }, params: paymentParamsSchema, body: capturePaymentSchema, optionalBody: true },
  async ({ event, principal, params, body }) => {
    const customerId = await currentCustomerId(principal, event);
    const payment = await capturePayment(principal.site!.id, params.payment, body ?? {}, {
      customerId,
      actor: actorOf(principal, customerId),
    });
    return ok(presentPayment(payment, baseUrl(event)));
  },
);
