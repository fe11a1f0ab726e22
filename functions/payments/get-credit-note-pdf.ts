import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { prefetchByIds } from '../../lib/db/prefetch.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { conflict, notFound } from '../../lib/http/errors.js';
import { fileSchema } from '../../lib/http/response-schemas.js';
import { getCreditNote } from '../../lib/invoices/invoice-queries.js';
import { invoiceKeys } from '../../lib/invoices/keys.js';
import { documentAnswer } from '../../lib/invoices/document-answer.js';
import { paymentKeys } from '../../lib/payments/keys.js';
import { getRefund } from '../../lib/payments/refund-queries.js';
import { refundParamsSchema } from '../../lib/payments/refund-schemas.js';
import * as route from './routes.js';

/**
 * A refund's credit note as PDF, drawn from its stored snapshot (the same bytes every time) on the
 * first download and answered from the private S3 copy afterwards. The refund and its credit note
 * are read with the token; a customer session reads its own only.
 */
export const handler = defineHandler(
  route.getCreditNotePdf,
  {
    prefetch: prefetchByIds(['order', 'refund'], (siteId, [order, refund]) => [
      paymentKeys.refund(siteId, order as string, refund as string),
      invoiceKeys.creditNote(siteId, refund as string),
    ]),
    responses: { 200: fileSchema },
    params: refundParamsSchema,
  },
  async ({ event, principal, params }) => {
    const siteId = principal.site!.id;
    const customerId = await currentCustomerId(principal, event);
    const refund = await getRefund(siteId, params.order, params.refund);
    if (customerId !== undefined && refund.customer_id !== customerId) throw notFound('Refund');
    const note = await getCreditNote(siteId, refund.id);
    if (!note) throw conflict('not_credited', 'The refund has no credit note: it is issued when the refund succeeds');
    return documentAnswer(event, note, { siteId, filename: `credit-note-${note.number}.pdf` }, async (snapshot) =>
      (await import('../../lib/invoices/pdf.js')).renderCreditNotePdf(snapshot),
    );
  },
);
