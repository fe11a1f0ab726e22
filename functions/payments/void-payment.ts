import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { actorOf } from '../../lib/orders/history.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { voidPayment } from '../../lib/payments/capture.js';
import { presentPayment } from '../../lib/payments/present.js';
import { paymentSchema } from '../../lib/payments/response-schemas.js';
import { paymentParamsSchema } from '../../lib/payments/schemas.js';
import * as route from './routes.js';

/** Releases an authorized payment (`voided`). */
export const handler = defineHandler(
  route.voidPayment,
  { responses: { 200: paymentSchema }, params: paymentParamsSchema },
  async ({ event, principal, params }) => {
    const customerId = await currentCustomerId(principal, event);
    const payment = await voidPayment(principal.site!.id, params.payment, {
      customerId,
      actor: actorOf(principal, customerId),
    });
    return ok(presentPayment(payment, baseUrl(event)));
  },
);
