import { sitePk } from '../db/keys.js';
import { recordOf } from '../db/record.js';
import type { FulfillmentLine } from './fulfillment-rules.js';

/** A shipment of (part of) an order's lines. `success` until cancelled, which gives its quantities back. */
export interface Fulfillment {
  readonly id: string;
  readonly order_id: string;
  /** The order's buyer, so a customer's list of fulfilments needs no read of the order. */
  readonly customer_id: string | null;
  readonly status: 'success' | 'cancelled';
  readonly lines: readonly FulfillmentLine[];
  readonly carrier: string | null;
  readonly tracking_number: string | null;
  readonly tracking_url: string | null;
  readonly notify: boolean;
  readonly created_at: string;
  readonly updated_at: string;
  readonly cancelled_at: string | null;
}

/** Keys of fulfilments: the order's own FULFILLMENT partition, in id (creation) order. */
export const fulfillmentKeys = {
  fulfillment: (siteId: string, orderId: string, id: string) => ({
    pk: sitePk(siteId, `ORDER_FULFILLMENT#${orderId}`),
    sk: id,
  }),
  partition: (siteId: string, orderId: string) => sitePk(siteId, `ORDER_FULFILLMENT#${orderId}`),
};

export const toFulfillment = /* @__PURE__ */ recordOf<Fulfillment>();

/** A fulfilment as the API shows it. */
export const presentFulfillment = (fulfillment: Fulfillment, base: string) => ({
  id: fulfillment.id,
  url: `${base}/orders/${fulfillment.order_id}/fulfillments/${fulfillment.id}`,
  order_id: fulfillment.order_id,
  status: fulfillment.status,
  lines: fulfillment.lines.map((line) => ({ line_id: line.line_id, quantity: line.quantity })),
  carrier: fulfillment.carrier,
  tracking_number: fulfillment.tracking_number,
  tracking_url: fulfillment.tracking_url,
  notify: fulfillment.notify,
  created_at: fulfillment.created_at,
  updated_at: fulfillment.updated_at,
  cancelled_at: fulfillment.cancelled_at,
});
