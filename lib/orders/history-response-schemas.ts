import * as z from 'zod/mini';
import { idSchema, timestampSchema } from '../http/response-schemas.js';
import { ACTOR_TYPES, HISTORY_KINDS } from './history.js';

/** One entry of an order's history. */
export const historyEntrySchema = z.object({
  id: idSchema,
  at: timestampSchema,
  kind: z.enum(HISTORY_KINDS),
  actor: z.object({
    type: z.enum(ACTOR_TYPES),
    id: z.optional(
      z.string().check(z.meta({ description: 'The user, customer, token or provider; absent for the system' })),
    ),
  }),
  details: z.looseObject({}).check(z.meta({ description: 'What changed; its fields depend on `kind`' })),
});

export const historyListSchema = z.array(historyEntrySchema);
