import * as z from 'zod/mini';

const ONE_YEAR = 365 * 24 * 3600;

/** Token lifetime in seconds, from one minute to one year. */
export const expiresInSchema = z.number().check(z.int(), z.gte(60), z.lte(ONE_YEAR));

export const loginSchema = z.optional(
  z.strictObject({
    email: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(254))),
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
    description: z.optional(z.string().check(z.maxLength(200))),
    expires_in: z.optional(expiresInSchema),
  }),
);
export type Login = z.infer<typeof loginSchema>;

export const createTokenSchema = z.strictObject({
  scopes: z._default(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(64)), []),
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  note_url: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
  master_token: z._default(z.boolean(), false),
  site_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  expires_in: z._default(expiresInSchema, 90 * 24 * 3600),
});
export type CreateToken = z.infer<typeof createTokenSchema>;

export const tokenParamsSchema = z.object({ token: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a token id')) });
