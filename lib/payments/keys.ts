import { sitePk } from '../db/keys.js';

/**
 * Keys of payments. A payment lives in the site's PAYMENT partition under its id (so
 * `GET /payments/{payment}` is one GetItem), indexed on GSI1 by its order (the order's payments are
 * one Query). Refunds live in a partition per order (their reads always name the order). A provider
 * event applied is remembered under its provider's event id, so a repeat is recognised.
 */
export const paymentKeys = {
  provider: (siteId: string, provider: string) => ({ pk: sitePk(siteId, 'PAYMENT_PROVIDER'), sk: provider }),
  providerPartition: (siteId: string) => sitePk(siteId, 'PAYMENT_PROVIDER'),
  payment: (siteId: string, paymentId: string) => ({ pk: sitePk(siteId, 'PAYMENT'), sk: paymentId }),
  /** GSI1 partition of one order's payments (gsi1sk: the payment id, time-ordered). */
  orderPayments: (siteId: string, orderId: string) => sitePk(siteId, `PAYMENTS_OF#${orderId}`),
  refund: (siteId: string, orderId: string, refundId: string) => ({
    pk: sitePk(siteId, `ORDER_REFUND#${orderId}`),
    sk: refundId,
  }),
  orderRefunds: (siteId: string, orderId: string) => sitePk(siteId, `ORDER_REFUND#${orderId}`),
  /** A provider event applied (or judged stale): its presence makes a repeat a no-op. */
  providerEvent: (siteId: string, provider: string, eventId: string) => ({
    pk: sitePk(siteId, 'PAYMENT_EVENT'),
    sk: `${provider}#${eventId}`,
  }),
};
