import * as z from 'zod/mini';
import { MAX_LINES } from './schemas.js';

const id = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an id'));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

/** POST /orders/{order}/fulfillments. */
export const createFulfillmentSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        line_id: id,
        quantity: z.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(10_000, 'must be at most 10000')),
      }),
    )
    .check(z.minLength(1, 'must have at least 1 line'), z.maxLength(MAX_LINES, `must have at most ${MAX_LINES} lines`)),
  carrier: optionalText(100),
  tracking_number: optionalText(200),
  tracking_url: z.optional(
    z
      .url({ protocol: /^https?$/ })
      .check(z.maxLength(2000), z.meta({ description: 'An http(s) link to follow the parcel' })),
  ),
  notify: z.optional(
    z
      .boolean()
      .check(z.meta({ description: 'Send the buyer `order_shipped` with the tracking link (default true), once' })),
  ),
});
export type CreateFulfillment = z.infer<typeof createFulfillmentSchema>;

export const fulfillmentParamsSchema = z.object({
  order: z.string().check(z.regex(/^([0-9a-f]{24}|\d{1,10})$/, 'must be an order id or number')),
  fulfillment: id,
});
