import * as z from 'zod/mini';
import { slugSchema } from '../commerce/slug.js';

/** Request schemas of customer groups. */

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const descriptionSchema = z.string().check(z.trim(), z.maxLength(10_000));
const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a customer id'));

/** Slugs that name something else under /customer_groups/ (or soon will): never a group's. */
export const RESERVED_GROUP_SLUGS: readonly string[] = ['count'];

const groupSlugSchema = slugSchema.check(z.refine((slug) => !RESERVED_GROUP_SLUGS.includes(slug), 'is reserved'));

export const createGroupSchema = z.strictObject({
  name: nameSchema,
  /** Derived from the name when absent. */
  slug: z.optional(groupSlugSchema),
  description: z.optional(descriptionSchema),
  tax_exempt: z.optional(z.boolean()),
});
export type CreateGroup = z.infer<typeof createGroupSchema>;

/** Given fields replace stored ones; the others stay. */
export const updateGroupSchema = z.strictObject({
  name: z.optional(nameSchema),
  slug: z.optional(groupSlugSchema),
  description: z.optional(descriptionSchema),
  tax_exempt: z.optional(z.boolean()),
});
export type UpdateGroup = z.infer<typeof updateGroupSchema>;

/** A group in a path: its id or its slug. */
export const groupParamsSchema = z.object({
  group: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100)),
});

export const groupMemberParamsSchema = z.object({
  group: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100)),
  customer: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});

/** Members to add: up to 100 customer ids a call. */
export const addMembersSchema = z.strictObject({
  customer_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(100)),
});
export type AddMembers = z.infer<typeof addMembersSchema>;
