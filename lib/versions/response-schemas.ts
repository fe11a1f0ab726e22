import * as z from 'zod/mini';
import { timestampSchema } from '../http/response-schemas.js';

const versionName = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.meta({ description: 'The version, a date' }));

/** One entry of GET /versions. */
export const versionSchema = z.object({
  version: versionName,
  released_at: timestampSchema,
  status: z.enum(['current', 'supported', 'deprecated']),
  deprecated_at: z.optional(timestampSchema),
  sunset_at: z.optional(
    timestampSchema.check(
      z.meta({ description: 'From then on the version is no longer served (requests fall forward)' }),
    ),
  ),
  changes: z.array(
    z.object({
      description: z.string(),
      affects: z
        .array(z.string())
        .check(z.meta({ description: 'What the change touches: routes, `error answers`, `webhook events`' })),
    }),
  ),
});

/** GET /versions: the versions still served, oldest first. */
export const versionListSchema = z.array(versionSchema);
