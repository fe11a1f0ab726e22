import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { listOrderPayments } from '../../lib/payments/payment-queries.js';
import { presentPayment } from '../../lib/payments/present.js';
import { paymentListSchema } from '../../lib/payments/response-schemas.js';
import { orderPaymentParamsSchema } from '../../lib/payments/schemas.js';
import * as route from './routes.js';

/** An order's payments, oldest first, each with its transactions. */
export const handler = defineHandler(
  route.listOrderPayments,
  { responses: { 200: paymentListSchema }, params: orderPaymentParamsSchema },
  async ({ event, principal, params }) => {
    const customerId = await currentCustomerId(principal, event);
    const base = baseUrl(event);
    return ok(
      (await listOrderPayments(principal.site!.id, params.order, customerId)).map((p) => presentPayment(p, base)),
    );
  },
);
