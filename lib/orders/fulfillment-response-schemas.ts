import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A fulfilment: lines shipped together, with their tracking. */
export const fulfillmentSchema = z.object({
  id: idSchema,
  url: urlSchema,
  order_id: idSchema,
  status: z
    .enum(['success', 'cancelled'])
    .check(z.meta({ description: '`cancelled` once cancelled: its quantities are back to ship' })),
  lines: z.array(z.object({ line_id: idSchema, quantity: z.number().check(z.int()) })),
  carrier: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
  notify: z.boolean().check(z.meta({ description: 'Whether the buyer was sent `order_shipped`' })),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  cancelled_at: z.nullable(timestampSchema),
});

export const fulfillmentListSchema = z.array(fulfillmentSchema);
