import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { prefetchByIds } from '../../lib/db/prefetch.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { conflict, notFound } from '../../lib/http/errors.js';
import { fileSchema } from '../../lib/http/response-schemas.js';
import { getInvoice } from '../../lib/invoices/invoice-queries.js';
import { invoiceKeys } from '../../lib/invoices/keys.js';
import { documentAnswer } from '../../lib/invoices/document-answer.js';
import { orderKeys } from '../../lib/orders/keys.js';
import { getOrder } from '../../lib/orders/order-queries.js';
import { orderParamsSchema } from '../../lib/orders/schemas.js';
import * as route from './routes.js';

/**
 * An order's invoice as PDF, drawn from its stored snapshot (the same bytes every time) on the
 * first download and answered from the private S3 copy afterwards. The order and its invoice are
 * read with the token (one request where the order is named by id); a customer session reads its
 * own orders' invoices only.
 */
export const handler = defineHandler(
  route.getOrderInvoicePdf,
  {
    prefetch: prefetchByIds(['order'], (siteId, [id]) => [
      orderKeys.order(siteId, id as string),
      invoiceKeys.invoice(siteId, id as string),
    ]),
    responses: { 200: fileSchema },
    params: orderParamsSchema,
  },
  async ({ event, principal, params }) => {
    const siteId = principal.site!.id;
    const customerId = await currentCustomerId(principal, event);
    const order = await getOrder(siteId, params.order);
    if (!order || (customerId !== undefined && order.customer_id !== customerId)) throw notFound('Order');
    const invoice = await getInvoice(siteId, order.id);
    if (!invoice) throw conflict('not_invoiced', 'The order has no invoice yet: it is issued when the order is paid');
    return documentAnswer(event, invoice, { siteId, filename: `invoice-${invoice.number}.pdf` }, async (snapshot) =>
      (await import('../../lib/invoices/pdf.js')).renderInvoicePdf(snapshot),
    );
  },
);
