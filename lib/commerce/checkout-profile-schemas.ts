import * as z from 'zod';
import { CUSTOMIZATION_TYPES } from './customization-types.js';
import { slugSchema } from './slug.js';

const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'must be an id');
const text = (max: number) => z.string().trim().max(max);

/** A customization's name: the key its value is stored under, so identifier-like. */
export const customizationNameSchema = z.string().trim()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must start with a lowercase letter and use only lowercase letters, digits and underscores (at most 64)');

export const selectOptionInputSchema = z.strictObject({
  /** Keeps an existing option's id; without it the option is matched by slug, else it is new. */
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(200),
  slug: slugSchema.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type SelectOptionInput = z.infer<typeof selectOptionInputSchema>;

export const customizationInputSchema = z.strictObject({
  /** Keeps an existing customization's id; without it the customization is matched by name, else it is new. */
  id: idSchema.optional(),
  name: customizationNameSchema,
  label: text(200).min(1).optional(),
  hint: text(1000).optional(),
  type: z.enum(CUSTOMIZATION_TYPES),
  required: z.boolean().default(false),
  required_expression: text(1000).optional(),
  immutable: z.boolean().default(false),
  localized: z.boolean().default(false),
  unique: z.boolean().default(false),
  encrypted: z.boolean().default(false),
  auto_expand: z.boolean().default(false),
  select_options: z.array(selectOptionInputSchema).max(500).optional(),
  private_storage: z.boolean().default(false),
  text_formatting: text(50).optional(),
  reference: text(200).optional(),
  geo_type: text(50).optional(),
  calculated_expression: text(1000).optional(),
  calculation_type: text(50).optional(),
});
export type CustomizationInput = z.infer<typeof customizationInputSchema>;

const privateFieldsSchema = z.array(customizationNameSchema).max(200)
  .refine((names) => new Set(names).size === names.length, 'must not repeat a field');

export const createCheckoutProfileSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  /** Derived from the name when absent. */
  slug: slugSchema.optional(),
  private_fields: privateFieldsSchema.default([]),
  customizations: z.array(customizationInputSchema).max(200).default([]),
});
export type CreateCheckoutProfile = z.infer<typeof createCheckoutProfileSchema>;

/** Given fields replace stored ones; `customizations`, when given, is the complete new list. */
export const updateCheckoutProfileSchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  slug: slugSchema.optional(),
  private_fields: privateFieldsSchema.optional(),
  customizations: z.array(customizationInputSchema).max(200).optional(),
});
export type UpdateCheckoutProfile = z.infer<typeof updateCheckoutProfileSchema>;

/** `{profile}` is an id or a slug. */
export const checkoutProfileParamsSchema = z.object({ profile: z.string().trim().toLowerCase().min(1).max(100) });
