import { fromMinor } from '../commerce/money.js';
import { fulfillmentStatusOf } from './fulfillment-rules.js';
import type { Order } from './order-record.js';
import type { TaxLine } from '../taxes/tax-rules.js';
import { presentOrderAddress } from './order-addresses.js';
import { amountOutstanding, financialStatus, moneyOf } from '../payments/payment-rules.js';

/** A tax line as shown: its amount in major units. */
const presentTaxLine = (line: TaxLine) => ({ name: line.name, rate: line.rate, amount: fromMinor(line.amount) });

/** Public shape of an order: amounts in major units of its currency; internal bookkeeping left out. */
export const presentOrder = (order: Order, base: string) => ({
  id: order.id,
  url: `${base}/orders/${order.id}`,
  number: order.number,
  status: order.status,
  customer_id: order.customer_id,
  email: order.email,
  currency: order.currency,
  line_items: order.line_items.map((line) => ({
    id: line.id,
    product_id: line.product_id,
    variant_id: line.variant_id,
    sku: line.sku,
    title: line.title,
    variant_title: line.variant_title,
    vendor: line.vendor ?? null,
    quantity: line.quantity,
    unit_price: fromMinor(line.unit_price),
    total: fromMinor(line.total),
    tax_lines: (line.tax_lines ?? []).map(presentTaxLine),
  })),
  subtotal: fromMinor(order.subtotal),
  discount: fromMinor(order.discount),
  shipping: fromMinor(order.shipping),
  tax_total: fromMinor(order.tax_total ?? 0),
  total: fromMinor(order.total),
  prices_include_tax: order.prices_include_tax ?? false,
  reverse_charge: order.reverse_charge ?? false,
  tax_exempt_reason: order.tax_exempt_reason ?? null,
  tax_country: order.tax_country ?? null,
  shipping_tax_lines: (order.shipping_tax_lines ?? []).map(presentTaxLine),
  financial_status: financialStatus(order),
  // From the quantities shipped and refunded, each kept by its own writes: a refund of what was left to ship shows too.
  fulfillment_status: fulfillmentStatusOf(order),
  amount_paid: fromMinor(moneyOf(order).paid),
  amount_refunded: fromMinor(moneyOf(order).refunded),
  amount_outstanding: fromMinor(amountOutstanding(order)),
  coupon: order.coupon && { code: order.coupon.code, amount: fromMinor(order.coupon.amount) },
  shipping_rate: order.shipping_rate && {
    id: order.shipping_rate.id,
    name: order.shipping_rate.name,
    price: fromMinor(order.shipping_rate.price),
  },
  checkout_profile_id: order.checkout_profile_id,
  custom_fields: order.custom_fields,
  shipping_address: presentOrderAddress(order.shipping_address),
  billing_address: presentOrderAddress(order.billing_address),
  note: order.note,
  history: order.history,
  cancel_reason: order.cancel_reason ?? null,
  invoice_number: order.invoice_number ?? null,
  customer_erased: order.customer_erased === true,
  created_at: order.created_at,
  updated_at: order.updated_at,
});

/** Public shape of a previewed order: the order as it would be placed, without what only a placed order has. */
export const presentOrderPreview = (order: Order) => {
  const {
    id: _id,
    url: _url,
    number: _number,
    status: _status,
    financial_status: _financial,
    amount_paid: _paid,
    amount_refunded: _refunded,
    amount_outstanding: _outstanding,
    history: _history,
    customer_erased: _erased,
    created_at: _created,
    updated_at: _updated,
    line_items,
    ...rest
  } = presentOrder(order, '');
  return { ...rest, line_items: line_items.map(({ id: _line, ...line }) => line) };
};
