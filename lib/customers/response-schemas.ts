import type { ListQueryDescription } from '../db/list-query-rules.js';
import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { groupRefSchema } from '../customer-groups/group-refs.js';
import { customerAddressSchema } from './addresses-response-schemas.js';

/** A customer of a site. */
export const customerSchema = z.object({
  id: idSchema,
  url: urlSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string().check(z.meta({ description: 'First and last name joined' })),
  phone: z.nullable(z.string()),
  accepts_marketing: z.boolean(),
  groups: z.array(groupRefSchema).check(z.meta({ description: 'The groups the customer belongs to' })),
  addresses: z
    .array(customerAddressSchema)
    .check(z.meta({ description: 'The address book (at most 20; GET|POST /customers/{customer}/addresses)' })),
  custom_fields: z.record(z.string(), z.unknown()).check(
    z.meta({
      description: "Values of the site's customer fields; private ones are never shown to the customer's own session",
    }),
  ),
  confirmed: z
    .boolean()
    .check(z.meta({ description: 'False until the customer follows the link of its confirmation mail' })),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** 201 of POST /customers/login: the session, sent back as Session-Token on later requests. */
export const customerSessionSchema = z.object({
  session_token: z.string(),
  expires_in: z.number().check(z.int()),
  expired_at: timestampSchema,
  customer: customerSchema,
});

export const customerListSchema = z.array(customerSchema);

/** The list query of a site's customers (OpenAPI). */
export const customerListQuery: ListQueryDescription = {
  fields:
    "email (prefix too; case-insensitive), created_at, groups (a group id or slug: eq reads the group's members from its index)",
  indexed: 'created_at',
  defaultOrder: 'created_at, oldest first',
  example: 'where[email][prefix]=ann&sort=-created_at',
};
