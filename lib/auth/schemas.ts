import * as z from 'zod';

const ONE_YEAR = 365 * 24 * 3600;

/** Token lifetime in seconds, from one minute to one year. */
export const expiresInSchema = z.number().int().min(60).max(ONE_YEAR);

export const loginSchema = z.strictObject({
  email: z.string().trim().min(3).max(254).optional(),
  password: z.string().min(1).max(1024).optional(),
  description: z.string().max(200).optional(),
  expires_in: expiresInSchema.optional(),
}).optional();
export type Login = z.infer<typeof loginSchema>;

export const createTokenSchema = z.strictObject({
  scopes: z.array(z.string().max(64)).max(64).default([]),
  note: z.string().trim().min(1).max(200),
  note_url: z.url({ protocol: /^https?$/ }).max(2048).optional(),
  master_token: z.boolean().default(false),
  site_id: z.string().trim().min(1).max(64).optional(),
  expires_in: expiresInSchema.default(90 * 24 * 3600),
});
export type CreateToken = z.infer<typeof createTokenSchema>;

export const tokenParamsSchema = z.object({ token: z.string().regex(/^[0-9a-f]{24}$/, 'must be a token id') });
