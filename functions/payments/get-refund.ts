import { prefetchByIds } from '../../lib/db/prefetch.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { paymentKeys } from '../../lib/payments/keys.js';
import { presentRefund } from '../../lib/payments/refund-present.js';
import { refundSchema } from '../../lib/payments/refund-response-schemas.js';
import { refundParamsSchema } from '../../lib/payments/refund-schemas.js';
import { getRefund } from '../../lib/payments/refund-queries.js';
import * as route from './routes.js';

/** One refund of an order. */
export const handler = defineHandler(
  route.getRefund,
  {
    prefetch: prefetchByIds(['order', 'refund'], (siteId, [order, refund]) => [
      paymentKeys.refund(siteId, order as string, refund as string),
    ]),
    responses: { 200: refundSchema },
    params: refundParamsSchema,
  },
  async ({ event, principal, params }) => {
    const refund = await getRefund(principal.site!.id, params.order, params.refund);
    // A customer's own token sees only its own orders' refunds.
    if (principal.token.kind === 'customer' && refund.customer_id !== principal.token.customerId)
      throw notFound('Refund');
    return ok(presentRefund(refund, baseUrl(event)));
  },
);
