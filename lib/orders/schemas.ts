import * as z from 'zod/mini';
import { pageQuerySchema } from '../db/pagination.js';
import { addressFields } from '../customers/addresses-fields.js';

export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Lines per order: 50 products' stock updates and the order's own writes stay inside one transaction's 100 actions. */
export const MAX_LINES = 50;

const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an id'));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * An order address: the shape of a customer's address book (the country an assigned ISO 3166-1
 * alpha-2 code), plus `name`, which clients sent before the book and still may (else the first and
 * last names make it).
 */
export const addressSchema = z.strictObject({
  name: z.optional(text(200).check(z.meta({ description: 'Defaults to first_name and last_name joined' }))),
  ...addressFields,
});
export type Address = z.infer<typeof addressSchema>;

/** One line of a checkout: what and how many, never a price (the server prices every line). */
export const lineItemInputSchema = z.strictObject({
  product: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.meta({ description: 'Product id or slug' })),
  variant_id: z.optional(idSchema.check(z.meta({ description: 'Required for a product with variants' }))),
  quantity: z.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(10_000, 'must be at most 10000')),
});
export type LineItemInput = z.infer<typeof lineItemInputSchema>;

/** POST /orders: the checkout. Unknown fields (a price, a total) are refused. */
export const createOrderSchema = z.strictObject({
  line_items: z
    .array(lineItemInputSchema)
    .check(z.minLength(1, 'must have at least 1 line'), z.maxLength(MAX_LINES, `must have at most ${MAX_LINES} lines`)),
  email: z.optional(
    z
      .email()
      .check(
        z.maxLength(254),
        z.meta({ description: 'Required unless the customer is known (customer_id, a session or a customer token)' }),
      ),
  ),
  customer_id: z.optional(idSchema),
  shipping_rate_id: z.optional(idSchema),
  coupon: z.optional(text(64).check(z.meta({ description: 'A coupon code (any case)' }))),
  checkout_profile: z.optional(text(200).check(z.meta({ description: 'Checkout profile id or slug' }))),
  custom_fields: z.optional(
    z.record(z.string(), z.unknown()).check(z.meta({ description: "Values of the checkout profile's customizations" })),
  ),
  shipping_address: z.optional(addressSchema),
  billing_address: z.optional(addressSchema),
  shipping_address_id: z.optional(
    idSchema.check(
      z.meta({
        description: "One of the buying customer's addresses, copied into the order (instead of shipping_address)",
      }),
    ),
  ),
  billing_address_id: z.optional(
    idSchema.check(
      z.meta({
        description: "One of the buying customer's addresses, copied into the order (instead of billing_address)",
      }),
    ),
  ),
  note: z.optional(text(5000)),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

/** `{order}` is an order id or its number. */
export const orderParamsSchema = z.object({
  order: z.string().check(z.regex(/^([0-9a-f]{24}|\d{1,10})$/, 'must be an order id or number')),
});

export const transitionSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES),
  note: z.optional(text(1000)),
});
export type Transition = z.infer<typeof transitionSchema>;

const dateTime = z.iso.datetime({ offset: true });

/** GET /orders: newest first, paged, filtered by status, customer and creation time. */
export const listOrdersQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(ORDER_STATUSES)),
  customer: z.optional(idSchema.check(z.meta({ description: 'A customer id' }))),
  created_after: z.optional(dateTime.check(z.meta({ description: 'Orders created at or after this time (RFC 3339)' }))),
  created_before: z.optional(dateTime.check(z.meta({ description: 'Orders created before this time (RFC 3339)' }))),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;
