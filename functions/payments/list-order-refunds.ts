import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { presentRefund } from '../../lib/payments/refund-present.js';
import { refundListSchema } from '../../lib/payments/refund-response-schemas.js';
import { orderRefundParamsSchema } from '../../lib/payments/refund-schemas.js';
import { listRefunds } from '../../lib/payments/refund-queries.js';
import * as route from './routes.js';

/** An order's refunds, oldest first. */
export const handler = defineHandler(
  route.listOrderRefunds,
  { responses: { 200: refundListSchema }, params: orderRefundParamsSchema },
  async ({ event, principal, params }) => {
    const base = baseUrl(event);
    const refunds = await listRefunds(principal.site!.id, params.order);
    // A customer's own token sees only its own orders' refunds.
    if (
      principal.token.kind === 'customer' &&
      refunds.some((refund) => refund.customer_id !== principal.token.customerId)
    )
      throw notFound('Order');
    return ok(refunds.map((refund) => presentRefund(refund, base)));
  },
);
