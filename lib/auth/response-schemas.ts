import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A user as GET /user and the login response show it. */
export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  created_at: timestampSchema,
});

/** A token (plus `id` and `token_hint`); the secret `token` appears only in the creation response. */
export const tokenSchema = z.object({
  id: idSchema,
  url: urlSchema,
  token: z.optional(z.string()).check(z.meta({ description: 'The secret: only in the response of POST /tokens' })),
  token_hint: z.string().check(z.meta({ description: 'First characters of the secret' })),
  note: z.string(),
  note_url: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  scopes: z.array(z.string()),
  app: z.object({ name: z.string(), url: z.string() }),
  master_token: z.boolean(),
  expires_in: z
    .nullable(z.number().check(z.int()))
    .check(z.meta({ description: 'Seconds left; null for a token that never expires' })),
  expired_at: z.nullable(timestampSchema),
  site_wide: z.boolean().check(z.meta({ description: 'True for a site token' })),
  site: z.nullable(idSchema).check(z.meta({ description: 'The bound site of a site token' })),
  last_used_at: z.nullable(timestampSchema).check(
    z.meta({
      description:
        'When the token was last used, to the minute (written at most once a minute); null until its first use',
    }),
  ),
});

/** 201 of POST /auth/login. */
export const loginResponseSchema = z.object({
  token: z.string(),
  access_token: z.string().check(z.meta({ description: 'The same secret as `token`' })),
  token_type: z.enum(['bearer']),
  expires_in: z.number().check(z.int()),
  expired_at: timestampSchema,
  scopes: z.array(z.string()),
  user: userSchema,
});

export const tokenListSchema = z.array(tokenSchema);
