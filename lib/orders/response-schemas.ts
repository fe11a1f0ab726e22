import * as z from 'zod/mini';
import { addressFields } from '../customers/addresses-response-fields.js';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { FULFILLMENT_STATUSES } from './fulfillment-rules.js';
import { ORDER_STATUSES } from './schemas.js';
import { FINANCIAL_STATUSES } from '../payments/payment-rules.js';

const money = (description: string) =>
  z.number().check(z.meta({ description: `${description}, in the order's currency` }));

/** An order's copy of an address (given inline, or from the customer's book: `address_id`). */
const addressSchema = z.nullable(
  z.object({
    name: z.string(),
    ...addressFields,
    address_id: z.nullable(
      idSchema.check(z.meta({ description: "The customer's address it was copied from; null when given inline" })),
    ),
  }),
);

/** Taxes of a line or of shipping, one entry per rate. */
const taxLinesSchema = z.array(
  z.object({
    name: z.string(),
    rate: z.number().check(z.meta({ description: 'Percent, up to 3 decimals' })),
    amount: z.number().check(z.meta({ description: 'In the site currency, at most 2 decimals' })),
  }),
);

/** A line of an order: a snapshot of the product as it was, with its taxes. */
const orderLineSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  variant_id: z.nullable(idSchema),
  sku: z.nullable(z.string()),
  title: z.string(),
  variant_title: z.nullable(z.string()),
  vendor: z.nullable(z.string()).check(z.meta({ description: "The vendor's name as it was at checkout" })),
  quantity: z.number().check(z.int()),
  unit_price: money('Price of one'),
  total: money('unit_price × quantity'),
  tax_lines: taxLinesSchema,
});

/** An order: priced by the server at checkout; its lines are snapshots of the products as they were. */
export const orderSchema = z.object({
  id: idSchema,
  url: urlSchema,
  number: z.number().check(
    z.int(),
    z.meta({
      description:
        'Per-site order number, from 1001, unique and increasing in the order numbers are given; a checkout refused after taking its number leaves a gap',
    }),
  ),
  status: z.enum(ORDER_STATUSES),
  customer_id: z.nullable(idSchema),
  email: z.string(),
  currency: z.string().check(z.meta({ description: "ISO 4217: the site's currency at checkout" })),
  line_items: z.array(orderLineSchema),
  subtotal: money('Sum of the line totals'),
  discount: money("The coupon's discount"),
  shipping: money('Shipping'),
  tax_total: money('Sum of the tax lines of the lines and of shipping'),
  total: money(
    'What payments must cover: subtotal − discount + shipping + tax_total with prices excluding tax; with prices including it, the nets plus tax_total (the same as subtotal − discount + shipping at the origin rate)',
  ),
  prices_include_tax: z
    .boolean()
    .check(z.meta({ description: 'Whether the prices (and shipping) included tax at checkout' })),
  reverse_charge: z
    .boolean()
    .check(
      z.meta({ description: 'True: a business buyer in another country with a valid VAT number; no VAT charged' }),
    ),
  tax_exempt_reason: z.nullable(z.enum(['reverse_charge', 'customer_group', 'no_rate'])).check(
    z.meta({
      description:
        "Why no VAT (or not all of it) was charged: reverse charge, the buyer's tax-exempt customer group, or no rate for the country",
    }),
  ),
  tax_country: z
    .nullable(z.string())
    .check(z.meta({ description: 'The country whose rates applied; null: no taxes set up' })),
  shipping_tax_lines: taxLinesSchema,
  financial_status: z.enum(FINANCIAL_STATUSES).check(
    z.meta({
      description:
        'Computed from the payments and refunds, in the same write that changes them; an order placed before payments existed is `paid` when paid or fulfilled, else `pending`',
    }),
  ),
  fulfillment_status: z.enum(FULFILLMENT_STATUSES).check(
    z.meta({
      description:
        '`fulfilled` once every line not refunded has shipped (fulfilments not cancelled), `partially_fulfilled` once some has, else `unfulfilled`',
    }),
  ),
  amount_paid: money('Captured through payments (refunds not deducted)'),
  amount_refunded: money('Refunded'),
  amount_outstanding: money('What the order still owes: total − amount_paid, never below 0'),
  coupon: z.nullable(
    z.object({ code: z.string(), amount: money('What the coupon saved (the waived shipping for free_shipping)') }),
  ),
  shipping_rate: z.nullable(z.object({ id: idSchema, name: z.string(), price: money('The rate as it was') })),
  checkout_profile_id: z.nullable(idSchema),
  custom_fields: z.record(z.string(), z.unknown()),
  shipping_address: addressSchema,
  billing_address: addressSchema,
  note: z.nullable(z.string()),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: timestampSchema, note: z.nullable(z.string()) })),
  invoice_number: z.nullable(
    z.string().check(
      z.meta({
        description:
          "The invoice's number (`2026-000001`: per site and year, no gaps), issued in the write that first made the order paid; null before",
      }),
    ),
  ),
  cancel_reason: z.nullable(
    z.enum(['expired']).check(
      z.meta({
        description:
          "Why the order was cancelled when no one cancelled it by hand: `expired`, left unpaid past the site's `unpaid_order_ttl_hours`",
      }),
    ),
  ),
  customer_erased: z.boolean().check(
    z.meta({
      description:
        'True once the buyer was erased: e-mail, names, phone and address lines read "erased"; amounts, lines and status are kept',
    }),
  ),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const orderListSchema = z.array(orderSchema);

/** GET /orders in the list query language. */
export const orderListQuery: ListQueryDescription = {
  fields:
    'status, number, total, email, customer_id, created_at (plus the older status, customer, created_after and created_before parameters)',
  indexed: 'created_at, number',
  defaultOrder: 'created_at, newest first',
  example: 'where[status]=paid&where[total][gte]=100&sort=-created_at',
};

/**
 * `POST /orders/preview`: the order a checkout would place, priced with tax, shipping and discount;
 * what only a placed order has (id, number, status, payments, history) is left out.
 */
export const orderPreviewSchema = z.object({
  ...z.omit(orderSchema, {
    id: true,
    url: true,
    number: true,
    status: true,
    line_items: true,
    financial_status: true,
    amount_paid: true,
    amount_refunded: true,
    amount_outstanding: true,
    history: true,
    customer_erased: true,
    created_at: true,
    updated_at: true,
  }).shape,
  line_items: z.array(z.omit(orderLineSchema, { id: true })),
});
