import * as z from 'zod/mini';
import { customizationInputSchema, customizationNameSchema } from '../commerce/customizations.js';
import { slugSchema } from '../commerce/slug.js';

// The customization input schema is shared with product types: lib/commerce/customizations.ts.
export {
  customizationInputSchema,
  customizationNameSchema,
  selectOptionInputSchema,
  type CustomizationInput,
  type SelectOptionInput,
} from '../commerce/customizations.js';

const privateFieldsSchema = z.array(customizationNameSchema).check(
  z.maxLength(200),
  z.refine((names) => new Set(names).size === names.length, 'must not repeat a field'),
);

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
export const checkoutProfileParamsSchema = z.object({
  profile: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100)),
});
