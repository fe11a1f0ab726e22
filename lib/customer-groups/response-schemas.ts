import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A customer group of a site. */
export const groupSchema = z.object({
  id: idSchema,
  url: urlSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  tax_exempt: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const groupListSchema = z.array(groupSchema);

/** The answer to adding members: customer ids by outcome. */
export const addMembersResultSchema = z.object({
  added: z.array(idSchema),
  already_members: z.array(idSchema),
  not_found: z.array(z.string()),
});
