import type { OrderAddress } from '../orders/order-addresses.js';

/**
 * What erasing a customer does to the records the shop keeps, without I/O: the value personal
 * fields are replaced with, an order as its books keep it once its buyer is erased, and a stored
 * webhook payload reduced to what names the object.
 */

/** What an erased personal field reads. */
export const ERASED = 'erased';

/** The postal fields of an order's address that are personal: all but the country, which the shop's tax books need. */
const PERSONAL_ADDRESS_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'zip',
  'city',
  'province',
  'phone',
  'vat_number',
] as const;

const erasedAddress = (address: Partial<OrderAddress> | null): Partial<OrderAddress> | null => {
  if (!address) return null;
  const kept: Record<string, unknown> = { ...address };
  for (const field of PERSONAL_ADDRESS_FIELDS) if (typeof kept[field] === 'string' && kept[field]) kept[field] = ERASED;
  return { ...kept, address_id: null } as Partial<OrderAddress>;
};

/** The order fields an erasure touches. */
export interface ErasableOrder {
  readonly email: string;
  readonly shipping_address: Partial<OrderAddress> | null;
  readonly billing_address: Partial<OrderAddress> | null;
  readonly customer_erased?: boolean;
}

/**
 * An order once its buyer is erased: e-mail, names, phone and address lines read "erased", the
 * link to the (deleted) address book is cut, and `customer_erased` is set; lines, amounts, status
 * and history are the shop's books and stay as they were.
 */
export const anonymizedOrder = <T extends ErasableOrder>(order: T, at: string): T & { customer_erased: true } => ({
  ...order,
  email: ERASED,
  shipping_address: erasedAddress(order.shipping_address),
  billing_address: erasedAddress(order.billing_address),
  customer_erased: true,
  updated_at: at,
});

/**
 * A stored webhook payload reduced to its type, time and the id of its object, marked `erased`: a
 * delivery log keeps that a delivery happened, never the customer's data it carried.
 */
export const redactedPayload = (payload: string): string => {
  let parsed: { type?: unknown; timestamp?: unknown; data?: { site_id?: unknown; object?: { id?: unknown } } } = {};
  try {
    parsed = JSON.parse(payload);
  } catch {
    // Not JSON: nothing of it is kept.
  }
  const id = parsed.data?.object?.id;
  return JSON.stringify({
    type: parsed.type ?? null,
    timestamp: parsed.timestamp ?? null,
    data: { site_id: parsed.data?.site_id ?? null, object: typeof id === 'string' ? { id } : {}, erased: true },
  });
};
