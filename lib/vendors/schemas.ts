import * as z from 'zod/mini';
import { slugSchema } from '../commerce/slug.js';

/** Request schemas of vendors. */

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const descriptionSchema = z.string().check(z.trim(), z.maxLength(10_000));

export const createVendorSchema = z.strictObject({
  name: nameSchema,
  /** Derived from the name when absent; never a word that names a route (unreservedSlug, as collections). */
  slug: z.optional(slugSchema),
  description: z.optional(descriptionSchema),
});
export type CreateVendor = z.infer<typeof createVendorSchema>;

/** Given fields replace stored ones; the others stay. */
export const updateVendorSchema = z.strictObject({
  name: z.optional(nameSchema),
  slug: z.optional(slugSchema),
  description: z.optional(descriptionSchema),
});
export type UpdateVendor = z.infer<typeof updateVendorSchema>;

/** A vendor in a path: its id or its slug. */
export const vendorParamsSchema = z.object({
  vendor: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100)),
});
