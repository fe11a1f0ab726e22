import { sitePk } from '../db/keys.js';

/**
 * Keys of invoices and credit notes. An order's invoice lives under the order's id (one per order);
 * a refund's credit note under the refund's id. Each numbering series has one counter item per
 * site and year, taken in the very transaction that issues the document (so no number is skipped).
 */
export const invoiceKeys = {
  invoice: (siteId: string, orderId: string) => ({ pk: sitePk(siteId, 'INVOICE'), sk: orderId }),
  /** A refund's credit note (one per refund, issued when the refund succeeds). */
  creditNote: (siteId: string, refundId: string) => ({ pk: sitePk(siteId, 'CREDIT_NOTE'), sk: refundId }),
  /** The counter of a series (`INV`, `CN`) for one year: `{ last }`, the number most recently issued. */
  counter: (siteId: string, series: 'INV' | 'CN', year: number) => ({
    pk: sitePk(siteId, 'INVOICE_COUNTER'),
    sk: `${series}#${year}`,
  }),
};
