import * as z from 'zod/mini';
import { idSchema, timestampSchema } from '../http/response-schemas.js';
import { customerSchema } from '../customers/response-schemas.js';
import { orderSchema } from '../orders/response-schemas.js';
import { deviceSchema } from '../push/response-schemas.js';
import { groupRefSchema } from '../customer-groups/group-refs.js';
import { customerAddressSchema } from '../customers/addresses-response-schemas.js';

/** 202 of DELETE /customers/{customer}?erase=true. */
export const erasureSchema = z.object({
  id: idSchema.check(z.meta({ description: 'The erased customer' })),
  erased: z.literal(true),
  requested_at: timestampSchema,
  completed_at: z
    .nullable(timestampSchema)
    .check(z.meta({ description: "When the customer's orders were anonymized (within a minute); null until then" })),
});

/** One coupon the customer redeemed, read from its orders. */
const redemptionSchema = z.object({
  order_id: idSchema,
  code: z.string(),
  amount: z.number(),
  redeemed_at: timestampSchema,
});

/** One form submission sent from the customer's e-mail address. */
const submissionSchema = z.object({
  id: idSchema,
  channel_id: idSchema,
  fields: z.record(z.string(), z.unknown()),
  submission_status: z.nullable(z.string()),
  created_at: timestampSchema,
});

/** 200 of GET /customers/{customer}/export: everything the site holds about the customer. */
export const customerExportSchema = z.object({
  customer: customerSchema.check(
    z.meta({ description: 'The profile, custom fields included (encrypted ones decrypted, private ones shown)' }),
  ),
  addresses: z.array(customerAddressSchema),
  groups: z.array(groupRefSchema),
  orders: z.array(orderSchema),
  coupon_redemptions: z.array(redemptionSchema),
  devices: z.array(deviceSchema),
  form_submissions: z.array(submissionSchema),
});

/** 202 of GET /customers/{customer}/export when the document is larger than answers inline. */
export const customerExportLinkSchema = z.object({
  url: z.string().check(z.meta({ description: 'A private, signed address of the JSON document' })),
  expires_at: timestampSchema,
  size: z.number().check(z.int(), z.meta({ description: 'The document, in bytes' })),
});
