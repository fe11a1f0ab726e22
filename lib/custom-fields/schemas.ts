import * as z from 'zod/mini';
import { customizationSchema, customizationsInputSchema } from '../commerce/customizations.js';
import { timestampSchema } from '../http/response-schemas.js';

/** PUT /customers/customizations and /products/customizations: the complete new list (matched to the stored one by id, else by name). */
export const replaceFieldDefinitionsSchema = z.strictObject({ customizations: customizationsInputSchema });
export type ReplaceFieldDefinitions = z.infer<typeof replaceFieldDefinitionsSchema>;

/** A site's custom field definitions of customers or products. */
export const fieldDefinitionsSchema = z.object({
  customizations: z.array(customizationSchema),
  updated_at: z
    .nullable(timestampSchema)
    .check(z.meta({ description: 'When the list was last replaced; null while the site has never defined one' })),
});
