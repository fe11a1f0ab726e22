import * as z from 'zod/mini';

// Building blocks of the response schemas (documentation and contract tests only: no handler
// validates its own output, so these never run on the request path).

/** A 24-character lowercase hex id. */
export const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/));
/** An RFC 3339 UTC timestamp. */
export const timestampSchema = z.iso.datetime();
/** An absolute URL of this API (or of the site's public address). */
export const urlSchema = z.url();

/** One invalid field of a request (400 and 422 bodies). */
export const fieldErrorSchema = z.object({
  field: z.string().check(z.meta({ description: 'Dotted path of the field; `(body)` for the body as a whole' })),
  message: z.string(),
  code: z
    .string()
    .check(z.meta({ description: '`missing`, `invalid`, `not_allowed`, `unknown_field` or a field-specific code' })),
});

/** The body every non-2xx answer outside /oauth2 shares. */
export const apiErrorSchema = z.object({
  code: z.string().check(z.meta({ description: 'Stable snake_case code clients may branch on' })),
  message: z.string().check(z.meta({ description: 'A sentence for people; generic for 500 and 503' })),
  errors: z.optional(z.array(fieldErrorSchema)).check(z.meta({ description: 'One entry per invalid field' })),
  details: z.optional(z.looseObject({})),
});

/** `{status: "ok"}` of GET /health. */
export const healthSchema = z.object({ status: z.enum(['ok']) });

/** An HTML page (the OAuth sign-in, consent and error pages, the API reference). */
export const htmlPageSchema = z.string().check(z.meta({ description: 'An HTML page' }));

/** A file served as it is (JavaScript, CSS, images). */
export const fileSchema = z.string().check(z.meta({ description: 'The file' }));
