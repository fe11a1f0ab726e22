import { actorOf } from '../../lib/orders/history.js';
import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created } from '../../lib/http/responses.js';
import { presentRefund } from '../../lib/payments/refund-present.js';
import { refundSchema } from '../../lib/payments/refund-response-schemas.js';
import { createRefundSchema, orderRefundParamsSchema } from '../../lib/payments/refund-schemas.js';
import { createRefund } from '../../lib/payments/refunds.js';
import * as route from './routes.js';

/** Refunds (part of) an order's captured money, never more than captured less refunded. */
export const handler = defineHandler(
  route.createRefund,
  { responses: { 201: refundSchema }, params: orderRefundParamsSchema, body: createRefundSchema, optionalBody: true },
  async ({ event, principal, params, body, remainingMs }) => {
    const customerId = await currentCustomerId(principal, event);
    const refund = await createRefund(principal.site!.id, params.order, body ?? {}, {
      customerId,
      actor: actorOf(principal, customerId),
      // Refunds of one order queue behind each other on its item; a refund is no checkout rush, so
      // after 10 s of collisions (or with 2 s of the function left) the client hears 503 and retries.
      budgetMs: Math.min(10_000, Math.max(1_000, remainingMs() - 2_000)),
    });
    const shown = presentRefund(refund, baseUrl(event));
    return created(shown, shown.url);
  },
);
