import * as z from 'zod/mini';

/** `GET /openapi.json?version=`: the document of that version (default: the first). */
export const openapiQuerySchema = z.object({
  version: z.optional(
    z.string().check(z.maxLength(40), z.meta({ description: 'An API version (`GET /versions`); default: the first' })),
  ),
});
