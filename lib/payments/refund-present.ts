import { fromMinor } from '../commerce/money.js';
import type { Refund } from './refund-record.js';

export const presentRefund = (refund: Refund, base: string) => ({
  id: refund.id,
  url: `${base}/orders/${refund.order_id}/refunds/${refund.id}`,
  order_id: refund.order_id,
  payment_id: refund.payment_id,
  provider: refund.provider,
  status: refund.status,
  amount: fromMinor(refund.amount),
  lines: refund.lines,
  restock: refund.restock,
  reason: refund.reason,
  provider_reference: refund.provider_reference,
  credit_note_number: refund.credit_note_number ?? null,
  created_at: refund.created_at,
  updated_at: refund.updated_at,
});
