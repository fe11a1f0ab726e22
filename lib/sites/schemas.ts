import * as z from 'zod/mini';
import { ROLES } from '../auth/scopes.js';
import { localeSchema } from './locale.js';
import { currencySchema } from '../commerce/money.js';
import { servedVersionSchema } from '../versions/version-field.js';

/** A DNS label that cannot be mistaken for an id. */
export const subdomainSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a DNS label: lowercase letters, digits and inner hyphens'),
  z.refine((value) => !/^[0-9a-f]{24}$/.test(value), 'must not look like an id (24 hex characters)'),
);

export const createSiteSchema = z.strictObject({
  subdomain: subdomainSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  locales: z._default(
    z.array(localeSchema).check(
      z.minLength(1),
      z.maxLength(50),
      z.refine((l) => new Set(l).size === l.length, 'must not repeat a locale'),
    ),
    ['en'],
  ),
  currency: z.optional(currencySchema),
});
export type CreateSite = z.infer<typeof createSiteSchema>;

/** PATCH /site: the site's settings. */
export const updateSiteSchema = z.strictObject({
  currency: z.optional(currencySchema),
  /** Customers must confirm their e-mail address before they can sign in. */
  require_customer_confirmation: z.optional(z.boolean()),
  /**
   * The API version the site's requests are answered in when they name none (docs/versions.md);
   * `null` unpins (the first version).
   */
  api_version: z.optional(z.nullable(servedVersionSchema)),
  /** Cancel orders left unpaid this long (hours, fractions allowed); null turns it off. */
  unpaid_order_ttl_hours: z.optional(
    z.nullable(
      z.number().check(
        z.gte(0.0001, 'must be at least 0.0001 (hours)'),
        z.lte(8760, 'must be at most 8760 (a year)'),
        z.meta({
          description:
            'Orders still pending with no captured or authorized money this many hours after they were placed are cancelled (reason `expired`), giving back their stock and coupon. Fractions allowed; null (the default) turns it off',
        }),
      ),
    ),
  ),
});
export type UpdateSite = z.infer<typeof updateSiteSchema>;

export const siteParamsSchema = z.object({ site: z.string().check(z.minLength(1), z.maxLength(63)) });
export const memberParamsSchema = z.extend(siteParamsSchema, {
  user: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a user id')),
});

export const addMemberSchema = z.strictObject({
  email: z.email().check(z.maxLength(254)),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  password: z.optional(z.string().check(z.minLength(10, 'must be at least 10 characters'), z.maxLength(1024))),
  role: z._default(z.enum(ROLES), 'member'),
});
export type AddMember = z.infer<typeof addMemberSchema>;
