import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import '../http/zod-locale.js';

/**
 * A public submission: the channel's field values, flat (`{"email": "…", "message": "…"}`, or the
 * same as form fields), plus the reserved fields `_gotcha`, `_form_token`, `_redirect` and, in a
 * form body, `access_token`. Which fields a channel takes is checked against the channel.
 */
export const submissionBodySchema = z.record(z.string().check(z.minLength(1), z.maxLength(128)), z.unknown()).check(
  z.meta({
    description:
      "The channel's submittable fields, flat, plus the reserved _gotcha (honeypot), _form_token, _redirect and access_token (form bodies: RFC 6750 §2.2)",
  }),
);

/** What a submission answers: the same whether it was accepted or judged spam. */
export const submissionSchema = z.object({
  id: idSchema,
  url: urlSchema,
  channel_id: idSchema,
  fields: z.looseObject({}).check(z.meta({ description: 'The values stored (HTML fields sanitized)' })),
  created_at: timestampSchema,
});

/** A signed form token for a channel's form. */
export const formTokenSchema = z.object({
  form_token: z.string().check(z.meta({ description: 'Send it back as the _form_token field of the submission' })),
  field: z.string().check(z.meta({ description: 'The field to send it in: _form_token' })),
  honeypot_field: z
    .string()
    .check(z.meta({ description: 'The honeypot field to render hidden and leave empty: _gotcha' })),
  min_seconds: z
    .number()
    .check(z.int(), z.meta({ description: 'A submission sent sooner after the token was issued is judged spam' })),
  expires_at: timestampSchema,
});
