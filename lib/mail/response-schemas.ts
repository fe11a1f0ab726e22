import * as z from 'zod/mini';
import { timestampSchema } from '../http/response-schemas.js';

/** An address the site no longer mails. */
export const suppressionSchema = z.object({
  address: z.string(),
  reason: z
    .enum(['bounce', 'complaint'])
    .check(
      z.meta({ description: 'bounce: it bounced hard (SES Permanent); complaint: its owner marked a message as spam' }),
    ),
  detail: z.nullable(z.string()).check(z.meta({ description: "SES's bounce subtype or complaint feedback type" })),
  message_id: z
    .nullable(z.string())
    .check(z.meta({ description: 'The Message-ID of the message that bounced or was complained about' })),
  created_at: timestampSchema,
});

export const suppressionListSchema = z.array(suppressionSchema);
