import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A vendor of a site. */
export const vendorSchema = z.object({
  id: idSchema,
  url: urlSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const vendorListSchema = z.array(vendorSchema);
