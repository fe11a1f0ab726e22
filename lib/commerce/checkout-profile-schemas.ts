import * as z from 'zod/mini';
import { CUSTOMIZATION_TYPES } from './customization-types.js';
import { slugSchema } from './slug.js';

const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an id'));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** A customization's name: the key its value is stored under, so identifier-like. */
export const customizationNameSchema = z.string().check(
  z.trim(),
  z.regex(/^[a-z][a-z0-9_]{0,63}$/, 'must start with a lowercase letter and use only lowercase letters, digits and underscores (at most 64)'),
);

export const selectOptionInputSchema = z.strictObject({
  /** Keeps an existing option's id; without it the option is matched by slug, else it is new. */
  id: z.optional(idSchema),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  slug: z.optional(slugSchema),
  position: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10_000))),
});
export type SelectOptionInput = z.infer<typeof selectOptionInputSchema>;

export const customizationInputSchema = z.strictObject({
  /** Keeps an existing customization's id; without it the customization is matched by name, else it is new. */
  id: z.optional(idSchema),
  name: customizationNameSchema,
  label: z.optional(text(200).check(z.minLength(1))),
  hint: z.optional(text(1000)),
  type: z.enum(CUSTOMIZATION_TYPES),
  required: z._default(z.boolean(), false),
  required_expression: z.optional(text(1000)),
  immutable: z._default(z.boolean(), false),
  localized: z._default(z.boolean(), false),
  unique: z._default(z.boolean(), false),
  encrypted: z._default(z.boolean(), false),
  auto_expand: z._default(z.boolean(), false),
  select_options: z.optional(z.array(selectOptionInputSchema).check(z.maxLength(500))),
  private_storage: z._default(z.boolean(), false),
  text_formatting: z.optional(text(50)),
  reference: z.optional(text(200)),
  geo_type: z.optional(text(50)),
  calculated_expression: z.optional(text(1000)),
  calculation_type: z.optional(text(50)),
});
export type CustomizationInput = z.infer<typeof customizationInputSchema>;

const privateFieldsSchema = z.array(customizationNameSchema)
  .check(z.maxLength(200), z.refine((names) => new Set(names).size === names.length, 'must not repeat a field'));

export const createCheckoutProfileSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** Derived from the name when absent. */
  slug: z.optional(slugSchema),
  private_fields: z._default(privateFieldsSchema, []),
  customizations: z._default(z.array(customizationInputSchema).check(z.maxLength(200)), []),
});
export type CreateCheckoutProfile = z.infer<typeof createCheckoutProfileSchema>;

/** Given fields replace stored ones; `customizations`, when given, is the complete new list. */
export const updateCheckoutProfileSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  slug: z.optional(slugSchema),
  private_fields: z.optional(privateFieldsSchema),
  customizations: z.optional(z.array(customizationInputSchema).check(z.maxLength(200))),
});
export type UpdateCheckoutProfile = z.infer<typeof updateCheckoutProfileSchema>;

/** `{profile}` is an id or a slug. */
export const checkoutProfileParamsSchema = z.object({ profile: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100)) });
