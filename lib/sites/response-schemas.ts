import * as z from 'zod/mini';
import { ROLES } from '../auth/scopes.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A site; `role` is the caller's role on it. */
export const siteSchema = z.object({
  id: idSchema,
  url: urlSchema,
  subdomain: z.string(),
  name: z.string(),
  locales: z.array(z.string()),
  currency: z.optional(
    z
      .string()
      .check(z.meta({ description: "ISO 4217 code of the site's prices and orders (absent in lists of sites)" })),
  ),
  require_customer_confirmation: z.optional(
    z.boolean().check(
      z.meta({
        description: "An unconfirmed customer's sign-in is refused with 403 unconfirmed (absent in lists of sites)",
      }),
    ),
  ),
  api_version: z.optional(
    z.nullable(z.string()).check(
      z.meta({
        description:
          'The API version requests without X-Service-Version are answered in; null: the first version (absent in lists of sites)',
      }),
    ),
  ),
  created_at: timestampSchema,
  role: z.optional(z.enum(ROLES)),
});

/** GET /site: the site the request resolves to, with the bytes its ready uploads hold. */
export const currentSiteSchema = z.extend(siteSchema, {
  storage_bytes: z
    .number()
    .check(z.int(), z.meta({ description: "Bytes of storage the site's ready uploads hold (theme assets included)" })),
});

/** A membership of a site. */
export const memberSchema = z.object({
  url: urlSchema,
  user: z.object({ id: idSchema, email: z.string(), name: z.string() }),
  role: z.enum(ROLES),
  created_at: timestampSchema,
});

export const siteListSchema = z.array(siteSchema);
export const memberListSchema = z.array(memberSchema);
