import { fromMinor } from '../commerce/money.js';
import { partsOf, type Refund } from './refund-record.js';
import { amountRefundedOf } from './refund-rules.js';

export const presentRefund = (refund: Refund, base: string) => {
  const parts = partsOf(refund);
  return {
    id: refund.id,
    url: `${base}/orders/${refund.order_id}/refunds/${refund.id}`,
    order_id: refund.order_id,
    payment_id: refund.payment_id,
    provider: refund.provider,
    status: refund.status,
    amount: fromMinor(refund.amount),
    amount_refunded: fromMinor(refund.amount_refunded ?? amountRefundedOf(parts)),
    parts: parts.map((part) => ({
      payment_id: part.payment_id,
      provider: part.provider,
      amount: fromMinor(part.amount),
      status: part.status,
      provider_refund_id: part.provider_refund_id,
    })),
    lines: refund.lines,
    restock: refund.restock,
    reason: refund.reason,
    provider_reference: refund.provider_reference,
    credit_note_number: refund.credit_note_number ?? null,
    created_at: refund.created_at,
    updated_at: refund.updated_at,
  };
};
