import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { customizationSchema } from '../commerce/customizations.js';

export { customizationSchema } from '../commerce/customizations.js';

/** A checkout profile. */
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
