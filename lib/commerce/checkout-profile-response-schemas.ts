import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { CUSTOMIZATION_TYPES } from './customization-types.js';

/** A custom field definition of a checkout profile (spec 2.10 customization object); unset optional values are null. */
export const customizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  label: z.string(),
  hint: z.nullable(z.string()),
  type: z.enum(CUSTOMIZATION_TYPES),
  required: z.boolean(),
  required_expression: z.nullable(z.string()),
  immutable: z.boolean(),
  localized: z.boolean(),
  unique: z.boolean(),
  encrypted: z.boolean(),
  auto_expand: z.boolean(),
  select_options: z.nullable(z.array(z.object({ id: idSchema, position: z.number().check(z.int()), name: z.string(), slug: z.string() })))
    .check(z.meta({ description: 'Options of a select field, by position; null for other types' })),
  private_storage: z.boolean(),
  text_formatting: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  geo_type: z.nullable(z.string()),
  calculated_expression: z.nullable(z.string()),
  calculation_type: z.nullable(z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A checkout profile (spec 2.10). */
export const checkoutProfileSchema = z.object({
  id: idSchema,
  url: urlSchema,
  slug: z.string(),
  name: z.string(),
  private_fields: z.array(z.string()),
  customizations: z.array(customizationSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const checkoutProfileListSchema = z.array(checkoutProfileSchema);
