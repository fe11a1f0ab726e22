import { readItem } from '../db/one-item.js';
import type { CreditNote } from './credit-note-record.js';
import type { Invoice } from './invoice-record.js';
import { invoiceKeys } from './keys.js';

/** An order's invoice (undefined before the order is paid). */
export const getInvoice = async (siteId: string, orderId: string): Promise<Invoice | undefined> =>
  (await readItem(invoiceKeys.invoice(siteId, orderId))) as Invoice | undefined;

/** A refund's credit note (undefined until the refund succeeded). */
export const getCreditNote = async (siteId: string, refundId: string): Promise<CreditNote | undefined> =>
  (await readItem(invoiceKeys.creditNote(siteId, refundId))) as CreditNote | undefined;
